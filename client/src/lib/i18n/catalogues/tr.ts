import type { Messages } from './en.js';

// Türkçe, «siz» hitabıyla (finansal hizmetlerde yerleşik kullanım).

const tr: Messages = {
  'meta.title': 'İz Bırakmadan Takas',
  'meta.description': 'Bir kripto parayı hesap açmadan ve iz bırakmadan bir başkasıyla takas edin.',
  'meta.pageTitle': '{page} – {site}',
  'meta.orderTitle':
    'Sipariş {id} – {status, select, waiting {Yatırma bekleniyor} anonymizing {Anonimleştiriliyor} swapping {Takas ediliyor} finishing {Tamamlanıyor} completed {Tamamlandı} expired {Süresi doldu} failed {Başarısız} refunded {İade edildi} verifying {İncelemede} withheld {Göndermeyin} other {İşleniyor}}',

  'layout.skip': 'İçeriğe geç',
  'layout.brand': 'İz Bırakmadan',
  'layout.openMenu': 'Menüyü aç',
  'layout.closeMenu': 'Menüyü kapat',
  'layout.menu': 'Menü',
  'layout.navMain': 'Ana menü',
  'layout.navFooter': 'Alt bilgi',
  'layout.swap': 'Takas',
  'layout.howItWorks': 'Nasıl çalışır',
  'layout.token': 'Token',
  'layout.comingSoonBadge': 'yakında',
  'layout.comingSoonHidden': '(yakında)',
  'layout.buy': 'Satın al',
  'layout.stake': 'Stake',
  'layout.aboutCoinHeader': 'Coin hakkında',
  'layout.aboutCoin': 'Coin hakkında',
  'layout.whitepaper': 'Teknik belge',
  'layout.footerBlurb':
    'İz bırakmadan takas: hesap yok, KYC yok, cüzdan bağlantısı yok. 7/24 destek; bir takas yaklaşık {minutes} dakika sürer.',
  'layout.socialAndSupport': 'Sosyal medya ve destek',
  'layout.microblog': 'Mikroblogdaki haberler',
  'layout.supportBot': 'Destek botu',
  'layout.copyright': '© 2022 İz Bırakmadan Takas. Tüm hakları saklıdır.',
  'layout.sandbox':
    '<strong>SANDBOX</strong> Fiyatlar ve siparişler simülasyondur; gerçek para hareket etmez.',
  'layout.languages': 'Dil',
  'layout.notifications': 'Bildirimler',

  'home.title': 'İz Bırakmadan Takas',
  'home.lead':
    'Coinleriniz bir borsada gizlilik odaklı bir coine çevrilir, ikinci bir borsaya aktarılır ve orada istediğiniz coine çevrilir; böylece gönderen cüzdanla alan cüzdan arasında izlenebilir hiçbir bağ kalmaz.',
  'home.leadPrivate':
    'Özel rotayı seçerseniz coinleriniz bir borsada Monero’ya, ikinci bir borsada da Monero’dan istediğiniz coine çevrilir; böylece iki borsadan hiçbiri yatırdığınız tutarı ve alıcı adresinizi birlikte görmez. Doğrudan teklif, tek bir borsanın yaptığı takastır.',
  'home.leadDirect':
    'Her takası tek bir borsa yapar: doğrudan istediğiniz coine, bulduğumuz en iyi kurla. Hesap ya da kimlik gerekmez.',
  'home.claimNoAccount': 'Hesap yok, KYC yok, cüzdan bağlantısı yok',
  'home.claimSupport': '7/24 destek',
  'home.claimMinutes': 'Takas başına yaklaşık {minutes} dakika',

  'lookup.form': 'Sipariş sorgulama ({variant, select, desktop {masaüstü} other {mobil}})',
  'lookup.label': 'Siparişinizin Houdini kimliği',
  'lookup.placeholder': 'Houdini kimliğiyle sipariş takibi',

  'swap.form': 'Takas',
  'swap.sendCurrency': 'Gönderilecek para birimi',
  'swap.receiveCurrency': 'Alınacak para birimi',
  'swap.youSend': 'Gönderdiğiniz',
  'swap.youReceive': 'Alacağınız (tahmini)',
  'swap.direction': 'Gönderilen ve alınan para birimlerinin yerini değiştir',
  'swap.address': 'Alıcı cüzdan adresi',
  'swap.addressPlaceholder': '{coin} adresiniz',
  'swap.note':
    'Not: kendi {coin} cüzdanınızın adresini girin. Bir takas ortalama yaklaşık {minutes} dakika sürer.',
  'swap.getQuote': 'Fiyat al',
  'swap.submit': 'ŞİMDİ TAKAS ET',
  'swap.offers': 'Sağlayıcılarımızın teklifleri',
  'swap.offerBest': '(en iyisi)',
  'swap.offerFixed': 'Sabit kur',
  'swap.offerFloating': 'Değişken kur',
  'swap.offerPolicyA': 'Derece A: işaretli yatırımları tutmaz',
  'swap.offerPolicyB':
    'Derece B: işaretli bir yatırımı kontrol için kısa süre tutabilir, ardından takası yapar ya da iade eder',
  'swap.offerPolicyC':
    'Derece C: işaretli bir yatırımı sağlayıcının sorularını yanıtlayana kadar tutabilir',
  'swap.offerPolicyD': 'Derece D: işaretli bir yatırımı kimliğinizi kanıtlayana kadar tutabilir',
  'swap.offerPolicySource':
    'Bir sağlayıcının, kontrollerinin işaretlediği bir yatırımla ne yaptığı (derece) ve iade için kimlik gerekip gerekmediği, bu sitenin işletmecisinin o sağlayıcının yayımladığı koşulları nasıl okuduğunu gösterir; sağlayıcının kendi taahhüdü değildir.',
  'swap.offerRefundKyc': 'İade için kimlik gerekir',
  'swap.offerRefundNoKyc': 'İade için kimlik gerekmez',
  'swap.offerOutOfLine':
    'Diğer tüm tekliflerin çok üzerinde: yerine getirilmeyebilir. Yalnızca bu sağlayıcıya güveniyorsanız seçin.',
  'swap.belowMarket': 'piyasa kurunun %{percent} altında',
  'swap.aboveMarket': 'piyasa kurunun %{percent} üzerinde',
  'swap.marketOff':
    'Piyasa kontrolü kapalı: şu anda güvenilir bir piyasa kuru yok, bu yüzden sizin yerinize teklif seçilmiyor. Teklifleri karşılaştırıp birini seçin.',
  'swap.withheld':
    'Şu anda fiyat verilemiyor: teklif piyasa kurunun çok üzerinde ve yerine getirilmeyebilir. Lütfen birkaç dakika sonra tekrar deneyin.',
  'swap.pickAnOffer':
    'Piyasa kuru şu anda kontrol edilemiyor, bu yüzden sizin yerinize teklif seçmiyoruz. Teklifleri karşılaştırın, birini seçin ve ŞİMDİ TAKAS ET düğmesine yeniden basın.',
  'swap.marketStale':
    'Piyasa kuruna şu anda ulaşılamıyor: teklifler bilinen son kura göre kontrol ediliyor.',
  'swap.offerUnchecked': 'Piyasa kuruna göre kontrol edilmedi',
  'swap.privateTitle': 'Monero üzerinden özel rota',
  'swap.privateExplain':
    'Art arda iki borsa: ilki coinlerinizi Monero’ya çevirip ikinciye gönderir, ikincisi de istediğiniz coini size yollar; böylece hiçbiri yatırdığınız tutarı ve alıcı adresinizi birlikte görmez. Yukarıdaki her teklif, tek bir borsanın yaptığı takastır.',
  'swap.privateMinutes': 'yaklaşık {minutes} dakika',
  'swap.xmrRefundLabel': 'Monero iade adresi (isteğe bağlı)',
  'swap.xmrRefundHint':
    'Yalnızca özel rota için: 2. aşama gerçekleşemezse Monero’nuz bu adrese iade edilir. Adres vermezseniz o borsa sizden bir adres ister.',
  'swap.xmrRefundInvalid': 'Bu geçerli bir Monero adresi değil.',
  'order.warning.deposit-high':
    'Borsa, bu sipariş için kararlaştırılan tutarın iki katından fazlasını aldığını bildiriyor. Destek ekibimiz bilgilendirildi.',
  'order.warning.payout-low':
    'Borsa, tahminden %10’dan fazla düşük bir ödeme bildiriyor. Destek ekibimiz bilgilendirildi.',
  'order.warning.payout-high':
    'Borsa, tahminin iki katından fazla bir ödeme bildiriyor. Destek ekibimiz bilgilendirildi.',
  'order.provider': 'Takası yapan: {provider}',
  'order.legsTitle': 'Özel rotanız',
  'order.legsIntro':
    'Bu takası iki sağlayıcı art arda, Monero üzerinden yapar: hiçbiri hem yatırdığınızı hem de alıcı adresinizi görmez. Yalnızca yukarıdaki yatırma adresine gönderin.',
  'order.legOne': '1. aşama: {provider} üzerinde {from} → {to}',
  'order.legTwo': '2. aşama: {provider} üzerinde {from} → {to}',
  'order.legPaysTo': 'Ödemenin gittiği adres',
  'order.legOneHeld':
    'Bu aşama bekletilirse {coin} varlığınız {provider} nezdinde kalır; iade, iade adresinize gönderilir.',
  'order.legTwoHeld':
    'Bu aşama bekletilirse {coin} {provider} nezdinde kalır; iade, Monero iade adresinize gönderilir ya da {provider} sizden bir adres ister.',
  'swap.anonymizing': 'Anonimleştiriliyor',
  'swap.fetchingPrice': 'Fiyat alınıyor',
  'swap.min': 'En az: {limit} {coin}',
  'swap.max': 'En çok: {limit} {coin}',
  'swap.outOfRange':
    'Sağlayıcı şu anda bu tutarı takas etmiyor. Lütfen yeni bir fiyat teklifi alın.',
  'swap.soon': 'yakında',
  'swap.rateAgeNow': 'Kur az önce güncellendi',
  'swap.rateAgeSeconds': 'Kur {seconds} sn önce güncellendi',
  'swap.rateAgeMinutes': 'Kur {minutes} dk önce güncellendi',
  'swap.estimateMoved':
    'Form açıkken tahmin %{percent} oranından fazla değişti: {previous} yerine {next} {coin}. Yeni tahminle takas etmek için ŞİMDİ TAKAS ET düğmesine yeniden basın.',
  'swap.staleQuote':
    'Son fiyat teklifinden sonra coinler veya tutar değişti. Bunlar için güncel tahmin bu: bu tahminle takas etmek için ŞİMDİ TAKAS ET düğmesine basın.',
  'swap.sameCoin': 'Takas için iki farklı coin seçin.',
  'swap.invalidAmount': 'Tutarı düz bir sayı olarak girin, örneğin 1,5',
  'swap.tag': 'Hedef etiketi (isteğe bağlı)',
  'swap.tagHint':
    'Adres bir borsaya mı ait? Borsanın {coin} adresiyle birlikte verdiği etiketi girin.',
  'swap.tagInvalid': 'Hedef etiketi yalnızca rakamlardan oluşur ve en fazla {max} olabilir.',
  'swap.refundAddress': 'İade adresi (isteğe bağlı)',
  'swap.refundHint': 'Takas gerçekleşmezse {coin} tutarınız bu adrese geri gönderilir.',
  'swap.refundInvalid':
    'Bu geçerli bir {coin} adresi değil. İade, gönderdiğiniz para biriminde yapılır.',
  'xrp.title': 'XRP: hedef etiketi (destination tag) yok.',
  'xrp.body':
    'Bu takas XRP’yi hedef etiketi olmadan gönderir. Kendi cüzdanınıza ait bir XRP adresi kullanın; hedef etiketi gerektiren bir adres (örneğin bir borsanın yatırma adresi) bu takası alamaz.',

  'notice.failureTitle': 'Bir sorun oluştu.',
  'notice.copiedTitle': 'Tamam.',
  'notice.newQuoteTitle': 'Yeni fiyat teklifi',
  'notice.missingAmount': 'Göndermek istediğiniz miktarı girin.',
  'notice.missingAddress': 'Lütfen alıcı adresini girin.',
  'notice.invalidAddressTitle': 'Geçersiz adres',
  'notice.invalidAddress': 'Lütfen doğru bir alıcı adresi girin.',
  'notice.invalidIdTitle': 'Geçersiz kimlik',
  'notice.contactSupportShort': 'Destekle iletişime geçin',
  'notice.priceFailed': 'Fiyat alınamadı',
  'notice.exchangeInvalidAddress': 'Geçersiz adres',
  'notice.swapsPaused':
    'Monero ağında bekleme süreleri olağan dışı uzun. Takaslar şimdilik durduruldu; lütfen kısa süre sonra tekrar bakın.',
  'notice.ordersPaused':
    'Yeni takaslar kısa bir süreliğine durduruldu. Hiçbir takas oluşturulmadı; lütfen bir dakika sonra yeniden deneyin.',
  'notice.providerMismatch':
    'Borsa, siparişinizle uyuşmayan bilgilerle yanıt verdi; bu yüzden sipariş oluşturulmadı ve göndermeniz gereken bir şey yok. Lütfen yeniden deneyin veya başka bir sağlayıcı seçin.',
  'notice.contactSupport': 'Lütfen destek ekibiyle iletişime geçin.',
  'notice.rateLimited':
    'Çok fazla {what, select, prices {fiyat isteği} orders {yeni sipariş} status {durum sorgusu} other {istek}}. Lütfen bir dakika bekleyip yeniden deneyin.',
  'notice.pickTwoCoins': 'Takas edilecek iki coini seçin.',
  'notice.formOutOfDate': 'Form güncel değil: lütfen yeniden gönderin.',
  'notice.idempotencyConflict':
    'Bu form daha önce farklı bilgilerle gönderildi. Sayfayı yenileyip yeniden deneyin.',
  'notice.orderUnconfirmed':
    'Bu siparişin oluşturulup oluşturulmadığını doğrulayamadık; borsa siparişi almış olabilir. Bu sipariş için bir şey göndermeyin ve siparişi yeniden vermeyin. Lütfen {reference} referansıyla destek ekibine başvurun.',
  'notice.badRequest': 'İstek işlenemedi. Formu kontrol edip yeniden deneyin.',
  'notice.senderCopied': 'Yatırma adresi kopyalandı.',
  'notice.receiverCopied': 'Alıcı adresi kopyalandı.',
  'notice.orderIdCopied': 'Sipariş kimliği kopyalandı.',
  'notice.tagCopied': 'Hedef etiketi kopyalandı.',
  'notice.memoCopied': 'Memo kopyalandı.',
  'notice.refundCopied': 'İade adresi kopyalandı.',
  'notice.copyFailedTitle': 'Kopyalanamadı',
  'notice.copyFailed': 'Tarayıcınız panoya erişimi engelledi. Metni seçip elle kopyalayın.',
  'copy.label': 'Kopyala: {what}',
  'copy.selectHint':
    'Kopyalamak için adresi seçin. Birkaç küçük ödeme ya da farklı bir tutar takası geciktirebilir.',
  'copy.depositAddress': 'yatırma adresi',
  'copy.receivingAddress': 'alıcı adresi',
  'copy.orderId': 'sipariş kimliği',
  'copy.destinationTag': 'hedef etiketi',
  'copy.memo': 'memo',
  'copy.refundAddress': 'iade adresi',

  'order.loading': 'Siparişiniz yükleniyor…',
  'order.slowReply':
    'Takas hizmeti geç yanıt veriyor. Bu sayfa her {seconds} saniyede bir yeniden soruyor.',
  'order.invalidTitle': 'Geçersiz sipariş kimliği',
  'order.invalidBody':
    'Bir sipariş kimliği {length} karakterden oluşur: harf, rakam, - veya _. Tıkladığınız bağlantıyı kontrol edin ya da siparişinizi bulması için destekten yardım isteyin.',
  'order.notFoundTitle': 'Sipariş bulunamadı',
  'order.notFoundBody':
    'Bu kimliğe sahip bir sipariş yok. Kimliğin tamamını kopyaladığınızdan emin olun; siparişinizi yine de bulamazsanız destek yardımcı olabilir.',
  'order.unavailableTitle': 'Sipariş durumu alınamıyor',
  'order.unavailableBody':
    'Takas hizmetine şu anda ulaşılamıyor. Bu sayfa her {seconds} saniyede bir yeniden deniyor.',
  'order.idLabel': 'Sipariş kimliği:',
  'order.newSwap': 'Yeni takas başlat',
  'order.title': 'Sipariş Sayfası',
  'order.stale': 'Bağlantı sorunu: bilinen son durum gösteriliyor. Yeniden deneniyor…',
  'order.yourSwap': 'Takasınız',
  'order.send': 'Gönderim',
  'order.receive': 'Alım',
  'order.withdrawn': 'Yatırma süresi doldu: bir şey göndermeyin',
  'order.deposit': 'Yatırma',
  'order.sandbox':
    '<strong>SANDBOX</strong> Bu sipariş bir simülasyondur: bu adrese hiçbir şey göndermeyin. Gerçek para hareket etmez ve hiçbir şey ulaşmaz.',
  'order.instruction': '<strong>{amount}</strong> tutarını tek bir işlemle bu adrese gönderin:',
  'order.copyHint':
    'Kopyalamak için adrese tıklayın. Birkaç küçük ödeme ya da farklı bir tutar takası geciktirebilir.',
  'order.qr': '{coin} yatırma adresinin QR kodu',
  'order.expired':
    'Bu siparişin süresi, yatırma ulaşmadan doldu. Adresine hiçbir şey göndermeyin; bunun yerine <link>yeni bir takas başlatın</link>.',
  'order.completed': 'Takas tamamlandı: coinleriniz alıcı adresinize gönderildi.',
  'order.failed':
    'Bu takas başarısız oldu. Houdini kimliğinizle destekle iletişime geçin, sorunu çözelim.',
  'order.received': 'Yatırma alındı. Başka bir şey göndermenize gerek yok: takas sürüyor.',
  'order.depositAddress': 'Yatırma adresi:',
  'order.closed': 'Yatırma süresi doldu: bu adrese bir şey göndermeyin.',
  'order.closedHint':
    'Yatırmayı zaten gönderdiyseniz bu sayfayı açık tutun: yatırma görülür görülmez ilerler. Aksi hâlde Houdini kimliğinizle destekle iletişime geçin ya da yeni bir takas başlatın.',
  'order.mismatch':
    'Bu siparişe hiçbir şey göndermeyin: borsanın son yanıtı istediğinizle uyuşmuyor.',
  'order.mismatchHint':
    'Yatırma adresi, durum netleşene kadar gösterilmiyor. Zaten para gönderdiyseniz destekle iletişime geçin ve sipariş kimliğinizi bildirin: {orderId}',
  'order.mismatchWithdrawn': 'Gösterilmiyor: göndermeyin',
  'order.progress': 'Siparişin ilerleyişi',
  'order.step0': 'Sipariş alındı',
  'order.step1': 'Anonimleştirme',
  'order.step2': 'Takas',
  'order.step3': 'Tamamlandı',
  'order.statePending': '(başlamadı)',
  'order.stateActive': '(sürüyor)',
  'order.stateComplete': '(tamamlandı)',
  'order.stateInactive': '(durdu)',
  'order.tracking': 'Takip Bilgileri',
  'order.houdiniId': 'Houdini kimliği',
  'order.created': 'Oluşturulma',
  'order.sendBy': 'Son gönderim',
  'order.utcTime': '{time} UTC',
  'order.support': 'Destek',
  'order.supportArrive':
    'Coinleriniz genellikle yatırmanız görüldükten yaklaşık {minutes} dakika sonra ulaşır. Siparişi takip etmek için bu sayfayı açık tutun ya da yer imlerine ekleyin.',
  'order.supportQuestions':
    'Sorunuz mu var? Destek 7/24 yanıt verir; Houdini kimliğiniz yanınızda olsun.',
  'order.contactSupport': 'Destekle iletişime geç',
  'order.destinationTag': 'Hedef etiketi',
  'order.memo': 'Memo',
  'order.memoWarning':
    'Yatırırken bunu mutlaka ekleyin: bu bilgi olmadan yapılan yatırım kaybolur.',
  'order.qrTag': '{coin} yatırma adresinin hedef etiketiyle birlikte QR kodu',
  'order.refundAddress': 'İade adresi',
  'sendBy.notReceived': 'Henüz alınmadı',
  'sendBy.received': 'Alındı',
  'sendBy.completed': 'Sipariş tamamlandı',
  'sendBy.expired': 'Süresi doldu',
  'sendBy.failed': 'Başarısız',
  'status.0': 'Yatırma bekleniyor',
  'status.1': 'Alındı, anonimleştiriliyor',
  'status.2': 'Takas ediliyor',
  'status.3': 'Tamamlanıyor',
  'status.4': 'Sipariş tamamlandı',
  'status.5': 'Süresi doldu',
  'status.6': 'Başarısız',
  'status.7': 'İade edildi',
  'status.8':
    'Beklemede: sağlayıcı bu takası inceliyor; sipariş numaranızla destek ekibine başvurun',
  'order.refundedToAddress': 'İade adresinize iade edildi',
  'order.refundedNoAddress':
    'İade edildi. İade adresi verilmedi: iadenin nereye gönderildiğini sipariş numaranızla destek ekibine sorun.',
  'order.stateHeld': '(beklemede)',
  'order.stateRefunded': '(yapılmadı: iade edildi)',
  'order.stateWithheld': '(durduruldu: göndermeyin)',
  'order.refundedWithdrawn': 'İade edildi: gönderilecek bir şey yok',
  'order.refundedHint':
    'Yatırdığınız tutar ulaştı ve size geri gönderildi; bu nedenle bu takas gerçekleşmeyecek. Bu siparişe başka bir şey göndermeyin; hâlâ takas yapmak istiyorsanız yeni bir takas başlatın.',
  'order.onHoldHint':
    'Yatırdığınız tutar ulaştı: başka bir şey göndermeyin. İnceleme bitince takas devam eder.',

  'recent.title': 'Bu cihazdaki son siparişleriniz',
  'recent.storageRefused': 'Bu tarayıcı depolama alanını değiştirmeye izin vermedi.',
  'recent.forgotten': '{id} siparişi unutuldu.',
  'recent.emptyRemember':
    'Bu tarayıcıda oluşturduğunuz veya açtığınız siparişler burada listelenir.',
  'recent.emptyOff': 'Siparişler bu cihazda hatırlanmıyor.',
  'recent.rememberOn': 'Siparişler bu cihazda hatırlanacak.',
  'recent.rememberOff': 'Siparişler unutuldu ve artık bu cihazda hatırlanmıyor.',
  'recent.remember': 'Siparişleri bu cihazda hatırla',
  'recent.forgetAll': 'Tümünü unut',
  'recent.allForgotten': 'Tüm siparişler unutuldu.',
  'recent.note': 'Yalnızca bu tarayıcıda saklanır; bize asla gönderilmez.',
  'recent.pair': '{sendAmount} {sendCoin} → {receiveAmount} {receiveCoin}',
  'recent.forgetOrder': '{id} siparişini unut',
  'recent.forget': 'Unut',

  'notFound.title': 'Sayfa bulunamadı',
  'notFound.body': 'Bu adreste bir şey yok. Bağlantıyı kontrol edin ya da yeni bir takas başlatın.',
  'notFound.home': 'Takasa git',
  'error.title': 'Bu sayfa gösterilemedi',
  'error.body': 'Lütfen sayfayı yenileyin. Sorun sürerse destek ekibimiz yardımcı olabilir.',
  'error.reload': 'Yenile',

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
  'slider.slide': '{index}/{count}',
  'slider.pages': '{label}: sayfalar',
  'slider.show': '{item, select, review {{index}. yorumu göster} other {{index}. aşamayı göster}}',
  'slider.previous': '{item, select, review {Önceki yorum} other {Önceki aşama}}',
  'slider.next': '{item, select, review {Sonraki yorum} other {Sonraki aşama}}',

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
  // the order's proof (transactions, signed documents, support message) and /verify
  'proof.heading': 'Bu siparişin kanıtı',
  'proof.transactions': 'İşlemler',
  'proof.depositTx': 'Yatırma işlemi',
  'proof.payoutTx': 'Ödeme işlemi',
  'proof.refundTx': 'İade işlemi',
  'proof.explorerNote':
    'Hash’i seçtiğiniz bir blok gezginine yapıştırın: bu sayfa hiçbirini açmaz.',
  'proof.documents': 'İmzalı belgeler',
  'proof.guarantee': 'Garanti: söz verilenler',
  'proof.receipt': 'Makbuz: olanlar',
  'proof.signature': 'imza',
  'proof.publicKey': 'Güvenceyi imzalayan açık anahtar',
  'proof.receiptKey': 'Makbuzu imzalayan açık anahtar',
  'proof.verifyLink': 'Bu site nasıl doğrulanır, neleri ne kadar süre saklar',
  'proof.supportMessage': 'Destek için mesaj',
  'proof.supportMessageHint':
    'Bunu destek ekibine gönderin: yalnızca siparişinizi belirtir. Destek ekibinin okuduğu biçimde İngilizcedir; tarihler Miladi takvime göre ve UTC’dir.',
  'proof.slowNotice': 'Bu takas normalden çok daha uzun sürüyor:',
  'proof.copyMessage': 'Mesajı kopyala',
  'copy.transactionHash': 'işlem hash’i',
  'copy.supportMessage': 'destek için mesaj',
  'notice.hashCopied': 'İşlem hash’i kopyalandı.',
  'notice.supportMessageCopied': 'Destek için mesaj kopyalandı.',
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
  // the script-free order page and stake page
  'order.refreshNote':
    'Bu sayfa yatırımınızı beklerken kendiliğinden yenilenmez; böylece adres seçili kalır.',
  'order.checkStatus': 'Durumu kontrol et',
  'order.refreshOn': 'Her {seconds} saniyede bir yenile',
  'order.refreshOff': 'Yenilemeyi durdur',
  'stake.offWithoutScript':
    'Bu düğmeler yalnızca JavaScript açıkken çalışır ve staking henüz başlamadı: burada hiçbir şey gönderilemez veya imzalanamaz.',
  'hiw.review1a': 'Hesap açmadan ve cüzdan bağlamadan bir miktar BNB’yi ETH’ye çevirdim.',
  'hiw.review1b': 'Sipariş sayfası her aşamayı gösterdi ve coinler yaklaşık yirmi dakikada geldi.',
  'hiw.review2a':
    'İlk başta adresi yanlış biçimde yazdım; form daha hiçbir şey gönderilmeden bunu yakaladı.',
  'hiw.review2b': 'Destek ekibi sorumu gece saat ikide yanıtladı.',
  'hiw.review3a': 'Rotanın Monero’dan ve birbirinden bağımsız iki borsadan geçmesi hoşuma gidiyor.',
  'hiw.review3b': 'Ne hacklenecek bir hesap var ne de iki cüzdanımı birbirine bağlayan bir şey.',
};

export default tr;
