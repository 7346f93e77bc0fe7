import type { InfoMessages } from './en.js';

const tr: InfoMessages = {
  'hiw.title': 'Nasıl çalışır',
  'hiw.lede':
    'Hesap yok, cüzdan bağlantısı yok, kimlik yok. Coinleriniz Monero ve birbirinden bağımsız iki borsa üzerinden dolambaçlı bir yol izler ve geldikleri yere dair herkese açık hiçbir bağ olmadan cüzdanınıza ulaşır. Çoğu takas yaklaşık {minutes} dakika sürer; destek 7/24 hizmetinizde.',
  'hiw.ledePrivate':
    'Hesap yok, cüzdan bağlantısı yok, kimlik yok. Özel rotada coinleriniz Monero ve birbirinden bağımsız iki borsa üzerinden dolambaçlı bir yol izler ve bu borsalardan hiçbiri takasınızın iki ucunu birden görmez; doğrudan teklif ise tek bir borsanın yaptığı takastır. Çoğu takas yaklaşık {minutes} dakika sürer; destek 7/24 hizmetinizde.',
  'hiw.ledeDirect':
    'Hesap yok, cüzdan bağlantısı yok, kimlik yok. Tek bir borsa coinlerinizi doğrudan istediğiniz coine çevirir ve cüzdanınıza gönderir. Çoğu takas yaklaşık {minutes} dakika sürer; destek 7/24 hizmetinizde.',
  'hiw.guideTitle': 'Altı adımda takas',
  'hiw.stepOf': '{index}/{count}',
  'hiw.resume': 'Rehberi sürdür',
  'hiw.pause': 'Rehberi duraklat',
  'hiw.previousStep': 'Önceki adım',
  'hiw.nextStep': 'Sonraki adım',
  'hiw.steps': 'Adımlar',
  'hiw.goToStep': '{index}. adıma git: {head}',
  'hiw.stepLabel': 'Adım {index}',
  'hiw.ofCount': '/ {count}',
  'hiw.messageSupport': 'Desteğe yaz',
  'hiw.step1Head': 'Paritenizi seçin',
  'hiw.step1Desc':
    'Göndermek istediğiniz coini ve almak istediğiniz coini seçin. Desteklenen coinlerin her kombinasyonu, her iki yönde de çalışır.',
  'hiw.step2Head': 'Miktarı girin',
  'hiw.step2Desc':
    'Ne kadar göndermek istediğinizi yazın. Birkaç borsanın kurlarını toplar, en ucuz yolu seçer ve almayı bekleyebileceğiniz miktarı gösteririz.',
  'hiw.step3Head': 'Alıcı adresinizi ekleyin',
  'hiw.step3Desc':
    'Yeni coinleri alacak cüzdan adresini yapıştırın. Adres, alacağınız coinin biçimine uymalıdır: örneğin bir ETH adresi 0x ile başlar. Sipariş oluşturulmadan önce adresi kontrol ederiz.',
  'hiw.step4Head': 'Yatırmanızı gönderin',
  'hiw.step4Desc':
    'Sipariş sayfanızda bu takas için oluşturulmuş bir yatırma adresi gösterilir. Tam tutarı tek bir işlemle, bir borsa hesabından değil, kontrolü sizde olan bir cüzdandan oraya gönderin.',
  'hiw.step5Head': 'Tamamlandı',
  'hiw.step5Desc':
    'Hepsi bu kadar. Coinlerinizi ulaşana kadar her aşamada takip etmek için sipariş sayfasını açık tutun ya da bağlantısını kaydedin: ortalama yaklaşık {minutes} dakika.',
  'hiw.step6Head': 'Sorunuz mu var? Destekle iletişime geçin',
  'hiw.step6Desc':
    'Destek ekibimiz 7/24 yanıt verir. Bota sipariş kimliğinizi gönderin, birlikte inceleyelim.',
  'hiw.hoodTitle': 'Perde arkasında neler oluyor',
  'hiw.hoodSlider': 'Bir takasın yolculuğu',
  'hiw.card1Title': 'Takas',
  'hiw.card1Desc': 'Yatırmanız ilk borsada gizlilik odaklı bir coin olan Monero’ya (XMR) çevrilir.',
  'hiw.card2Title': 'Anonimleştirme',
  'hiw.card2Desc':
    'XMR, ilkiyle ilgisi olmayan ikinci bir borsaya gönderilir. Monero gönderici, alıcı ve tutarı gizler; bu yüzden herkese açık iz burada biter.',
  'hiw.card3Title': 'Puf!',
  'hiw.card3Desc': 'İkinci borsa XMR’yi istediğiniz coine çevirir ve alıcı adresinize gönderir.',
  'hiw.card4Title': 'Güvenli',
  'hiw.card4Desc':
    'Hesap yok, kimlik yok, cüzdan bağlantısı yok. Kayıtlarımız adreslerinizi asla saklamaz ve zincir üzerinde hiçbir şey gönderdiğiniz cüzdanı aldığınız cüzdana bağlamaz.',
  'hiw.whyWorksTitle': 'Neden işe yarar',
  'hiw.whyWorks1':
    'Çoğu blokzincirde her ödeme herkese açıktır: adreslerinizden birini bilen herkes paranın nereden geldiğini ve sonra nereye gittiğini izleyebilir. Monero farklı tasarlanmıştır. İşlemleri göndericiyi, alıcıyı ve tutarı gizler; bu yüzden Monero’ya giren bir iz onun içinden takip edilemez.',
  'hiw.whyWorks2':
    'Takasınız bundan yararlanır. İlk borsa coinlerinizi XMR’ye çevirir, XMR ikinci bir borsaya geçer ve istediğiniz coini yalnızca bu ikinci borsa öder. Herkese açık kayıtta, gönderdiğiniz cüzdanla aldığınız cüzdanı birbirine bağlayan hiçbir şey yoktur.',
  'hiw.whyWorks3':
    'Gizlilik, bizim yolumuzun dışındaki alışkanlıklara da bağlıdır: adınızla zaten ilişkilendirilmiş bir cüzdandan göndermek ya da adresleri yeniden kullanmak kendi başına ipucu bırakabilir.',
  'hiw.whyBuiltTitle': 'Bunu neden yaptık',
  'hiw.whyBuilt1':
    'Finansal gizlilik şüpheli değil, olağan olmalı. Kimse banka dökümünü yayımlamaz; oysa herkese açık bir adres, onu kullanan herkes için kabaca bunu yapar.',
  'hiw.whyBuilt2':
    'Gizlilik eskiden kayıtlar, kimlik doğrulamaları, tarayıcı cüzdanları ve borsalar arasında birkaç elle yapılan transfer demekti. Biz tek bir form istedik: pariteyi seçin, adresi yapıştırın, gönderin ve siparişi tek bir sayfada takip edin. Açılacak hesap yok, bağlanacak bir şey yok ve bizim tarafımızda adreslerinizi birbirine bağlayan bir kayıt yok.',
  'hiw.testimonials': 'Kullanıcı yorumları',
  'hiw.sampleReviews':
    'Örnek yorumlar: gerçek yorumlar yayımlanana kadar bu bölümün nasıl görüneceğini gösterir.',
  'hiw.reviews': 'Yorumlar',
  'hiw.rated': '{max} üzerinden {stars} puan',
  'stake.title': 'Stake',
  'stake.comingSoon': 'Yakında',
  'stake.note':
    'Stake henüz kullanıma açık değil. Bu sayfa nasıl çalışacağını önceden gösterir: hiçbir cüzdan bağlı değil, buradaki hiçbir şey para hareket ettirmez ve rakamlar örnektir.',
  'stake.choosePlan': 'Bir plan seçin',
  'stake.apy': 'Yıllık %{percent}',
  'stake.locked': '{days} gün kilitli',
  'stake.selected': 'Seçili',
  'stake.walletBalance': 'Cüzdan bakiyesi',
  'stake.amountToStake': 'Stake edilecek miktar',
  'stake.plan': 'Plan',
  'stake.planValue': 'Yıllık %{percent}, {days} gün',
  'stake.participation': 'Havuz payı',
  'stake.estimate': 'Tahmini yıllık kazanç: yıllık %{percent} ile <strong>{amount}</strong>',
  'stake.approve': 'Onayla',
  'stake.stake': 'Stake et',
  'stake.redeem': 'Geri al',
  'stake.staked': 'Stake edilen',
  'stake.rewards': 'Kazanılan ödüller',
  'stake.redeemableFrom': 'Geri alınabileceği tarih',
  'stake.example': 'örnek: bugün başlayan {days} günlük plan',
  'stake.soonMessage':
    '“{action, select, approve {Onayla} redeem {Geri al} other {Stake et}}” yakında geliyor: stake henüz açık değil, bu yüzden hiçbir şey gönderilmedi veya imzalanmadı.',
  'verify.title': 'Bu siteyi doğrulayın',
  'verify.intro': 'Kod, imza anahtarı ve sakladıklarımız: bize güvenmeden doğrulanabilir.',
  'verify.running': 'Şu anda çalışan',
  'verify.commit': 'Kaynak kod commit’i',
  'verify.fingerprint': 'İmza anahtarının parmak izi (SHA-256)',
  'verify.currentKey': 'Güncel açık anahtar',
  'verify.digest': 'Sayfa dosyalarının özeti (dist/client)',
  'verify.rebuildTitle': 'Yeniden derleyin ve karşılaştırın',
  'verify.rebuildCheckout': "Kaynak kodu indirin ve bu commit'e geçin:",
  'verify.rebuildBuild': 'Derleyin (Node.js 20.19 veya daha yeni):',
  'verify.rebuildDigest': 'Özeti hesaplayın:',
  'verify.rebuildCompare': 'Yukarıdaki özetle aynı olmalıdır.',
  'verify.keyTitle': 'İmza anahtarı',
  'verify.keyFingerprint': 'Açık anahtarın parmak izi yukarıdakiyle aynı olmalıdır:',
  'verify.keyDocuments':
    'Her belge, kendisini imzalayan anahtarın kimliğini ve bu anahtarın nereden alınacağını belirtir. Anahtarı signing-key.pem olarak kaydedin, ardından belgeyi doğrulayın:',
  'verify.keptTitle': 'Neleri, ne kadar süre saklıyoruz',
  'verify.keptOrder':
    'Siparişin sağlayıcıyla bağlantısı, garantisi ve makbuzu: sona erdikten sonra {days, plural, one {# gün} other {# gün}}.',
  'verify.keptUnended':
    'Sona erdiği hiç görülmeyen bir sipariş: en fazla {days, plural, one {# gün} other {# gün}}.',
  'verify.keptKeys':
    'Sipariş isteklerine yanıtlar (mükerrer siparişe karşı): {minutes, plural, one {# dakika} other {# dakika}}.',
  'verify.keptAlerts':
    'Gönderilemeyen destek uyarıları (kısaltılmış kimlikler): {days, plural, one {# gün} other {# gün}}.',
  'verify.keptNever':
    'Asla: IP adresleri, çerezler; kayıtlarda cüzdan adresi veya tam sipariş kimliği.',
  'stake.offWithoutScript':
    'Bu düğmeler yalnızca JavaScript açıkken çalışır ve staking henüz başlamadı: burada hiçbir şey gönderilemez veya imzalanamaz.',
  'hiw.review1a': 'Hesap açmadan ve cüzdan bağlamadan bir miktar BNB’yi ETH’ye çevirdim.',
  'hiw.review1b': 'Sipariş sayfası her aşamayı gösterdi ve coinler yaklaşık yirmi dakikada geldi.',
  'hiw.review2a':
    'İlk başta adresi yanlış biçimde yazdım; form daha hiçbir şey gönderilmeden bunu yakaladı.',
  'hiw.review2b': 'Destek ekibi sorumu gece saat ikide yanıtladı.',
  'hiw.review3a': 'Rotanın Monero’dan ve birbirinden bağımsız iki borsadan geçmesi hoşuma gidiyor.',
  'hiw.review3b': 'Ne hacklenecek bir hesap var ne de iki cüzdanımı birbirine bağlayan bir şey.',
  'hiw.step2DescDirect':
    'Ne kadar göndermek istediğinizi yazın. Borsadan kurunu ister ve almayı bekleyebileceğiniz miktarı gösteririz.',
  'hiw.hoodTitlePrivate': 'Özel rotada neler oluyor',
  'hiw.card2DescPrivate':
    'İlk borsa XMR’yi doğrudan başka bir sağlayıcıya ait ikinci bir borsaya öder. Monero gönderici, alıcı ve tutarı gizler; bu yüzden herkese açık iz burada biter.',
  'hiw.card1DescDirect': 'Tek bir borsa yatırdığınız tutarı doğrudan istediğiniz coine çevirir.',
  'hiw.card2TitleDirect': 'Kontrol',
  'hiw.card2DescDirect':
    'Borsanın her yanıtını siparişinize ve piyasa kuruna göre kontrol eder, size verilen koşulları imzalarız.',
  'hiw.card3TitleDirect': 'Teslim',
  'hiw.card3DescDirect': 'Aynı borsa yeni coinleri alıcı adresinize gönderir.',
  'hiw.card4TitleDirect': 'Bilmeniz gerekenler',
  'hiw.card4DescDirect':
    'Hesap yok, kimlik yok, cüzdan bağlantısı yok ve kayıtlarımız adreslerinizi asla saklamaz. Ancak borsa hem yatırdığınız tutarı hem de size yapılan ödemeyi görür; bu yüzden bu yol tek başına cüzdanlarınız arasındaki izi koparmaz.',
  'hiw.whyWorks2Private':
    'Özel rota bundan yararlanır. İlk borsa coinlerinizi XMR’ye çevirip doğrudan ikinci bir borsaya öder ve istediğiniz coini yalnızca bu ikinci borsa öder: hiçbiri yatırdığınız tutarı ve alıcı adresinizi birlikte görmez, herkese açık kayıtta da iki cüzdanı birbirine bağlayan hiçbir şey yoktur. Doğrudan teklif ise tek bir borsanın yaptığı takastır ve o borsa iki ucu da görür.',
  'hiw.whyDirectTitle': 'Doğrudan takas neyi gizler, neyi gizlemez',
  'hiw.whyDirect1':
    'Doğrudan takas hesap, kimlik ya da cüzdan bağlantısı istemez ve kayıtlarımız adreslerinizi asla saklamaz. Borsaya yalnızca takas için gerekenler verilir: gönderdiğiniz coinler ve ödemenin yapılacağı adres.',
  'hiw.whyDirect2':
    'Cüzdanlarınız arasındaki izi koparmaz. Borsa hem yatırdığınız tutarı hem de size yapılan ödemeyi görür; herkese açık kayıtta ikisini tutara ve zamana göre eşleştiren herkes bunları birbirine bağlayabilir.',
  'hiw.review3aPrivate':
    'Özel rotayı seçtim: Monero’dan ve birbirinden bağımsız iki borsadan geçiyor.',
  'hiw.review3aDirect':
    'Sipariş sayfası takasımı hangi borsanın yaptığını gösteriyordu ve imzalı koşulları kendim kontrol edebildim.',
  'hiw.review3bDirect': 'Ne hacklenecek bir hesap var ne de bağlanacak bir cüzdan.',
};

export default tr;
