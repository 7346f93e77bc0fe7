import type { MainMessages } from './en.js';

// Türkçe, «siz» hitabıyla (finansal hizmetlerde yerleşik kullanım).

const tr: MainMessages = {
  'meta.title': 'İz Bırakmadan Takas',
  'meta.description': 'Bir kripto parayı hesap açmadan ve iz bırakmadan bir başkasıyla takas edin.',
  'meta.descriptionPrivate':
    'Bir kripto parayı hesap açmadan, doğrudan ya da Monero üzerinden özel bir rotayla bir başkasıyla takas edin.',
  'meta.descriptionDirect':
    'Bir kripto parayı hesap açmadan ve kimlik göstermeden bir başkasıyla takas edin.',
  'meta.pageTitle': '{page} – {site}',
  'meta.orderTitle':
    'Sipariş {id} – {status, select, waiting {Yatırma bekleniyor} anonymizing {Anonimleştiriliyor} confirming {Onaylanıyor} swapping {Takas ediliyor} finishing {Tamamlanıyor} completed {Tamamlandı} expired {Süresi doldu} failed {Başarısız} refunded {İade edildi} verifying {İncelemede} withheld {Göndermeyin} other {İşleniyor}}',

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
    'Yalnızca özel rota için: 2. aşama takası tamamlayamazsa Monero’nuz bu adrese iade edilir. Adres vermezseniz o borsa sizden bir adres ister.',
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
  'order.legOneHeldNoRefund':
    'Bu aşama bekletilirse {coin} varlığınız {provider} nezdinde kalır; iade için {provider} sizden bir adres ister.',
  'order.legTwoHeld':
    'Bu aşama bekletilirse {coin} {provider} nezdinde kalır; iade, Monero iade adresinize gönderilir.',
  'order.legTwoHeldNoRefund':
    'Bu aşama bekletilirse {coin} {provider} nezdinde kalır; iade için {provider} sizden bir Monero adresi ister.',
  'swap.anonymizing': 'Anonimleştiriliyor',
  'swap.placingOrder': 'Sipariş oluşturuluyor',
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
  'order.step1Confirming': 'Onaylama',
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
  'status.1Confirming': 'Alındı, onaylanıyor',
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

  'slider.slide': '{index}/{count}',
  'slider.pages': '{label}: sayfalar',
  'slider.show': '{item, select, review {{index}. yorumu göster} other {{index}. aşamayı göster}}',
  'slider.previous': '{item, select, review {Önceki yorum} other {Önceki aşama}}',
  'slider.next': '{item, select, review {Sonraki yorum} other {Sonraki aşama}}',

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
  // the script-free order page
  'order.refreshNote':
    'Bu sayfa yatırımınızı beklerken kendiliğinden yenilenmez; böylece adres seçili kalır.',
  'order.checkStatus': 'Durumu kontrol et',
  'order.refreshOn': 'Her {seconds} saniyede bir yenile',
  'order.refreshOff': 'Yenilemeyi durdur',
};

export default tr;
