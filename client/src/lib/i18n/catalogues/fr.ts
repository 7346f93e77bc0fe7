import type { MainMessages } from './en.js';

// Français, vouvoiement (usage courant d'un service financier). Espaces insécables (U+00A0 ou
// U+202F) avant : ; ? ! et %, comme le veut la typographie française.

const fr: MainMessages = {
  'meta.title': 'Échangez sans laisser de trace',
  'meta.description':
    'Échangez une cryptomonnaie contre une autre, sans compte et sans laisser de trace.',
  'meta.descriptionPrivate':
    'Échangez une cryptomonnaie contre une autre, sans compte, en direct ou par une route privée via Monero.',
  'meta.descriptionDirect':
    'Échangez une cryptomonnaie contre une autre, sans compte et sans pièce d’identité.',
  'meta.pageTitle': '{page} – {site}',
  'meta.orderTitle':
    'Commande {id} – {status, select, waiting {En attente du dépôt} anonymizing {Anonymisation} confirming {Confirmation} swapping {Échange en cours} finishing {Finalisation} completed {Terminée} expired {Expirée} failed {Échouée} refunded {Remboursée} verifying {En vérification} withheld {N’envoyez rien} other {En cours}}',

  'layout.skip': 'Aller au contenu',
  'layout.brand': 'Sans laisser de trace',
  'layout.openMenu': 'Ouvrir le menu',
  'layout.closeMenu': 'Fermer le menu',
  'layout.menu': 'Menu',
  'layout.navMain': 'Navigation principale',
  'layout.navFooter': 'Pied de page',
  'layout.swap': 'Échanger',
  'layout.howItWorks': 'Comment ça marche',
  'layout.token': 'Jeton',
  'layout.comingSoonBadge': 'bientôt',
  'layout.comingSoonHidden': '(bientôt disponible)',
  'layout.buy': 'Acheter',
  'layout.stake': 'Staking',
  'layout.aboutCoinHeader': 'À propos du jeton',
  'layout.aboutCoin': 'À propos du jeton',
  'layout.whitepaper': 'Livre blanc',
  'layout.footerBlurb':
    'Échangez sans laisser de trace : pas de compte, pas de KYC, aucune connexion de portefeuille. Support 24 h/24, 7 j/7 ; un échange prend environ {minutes} minutes.',
  'layout.socialAndSupport': 'Réseaux et support',
  'layout.microblog': 'Actualités sur le microblog',
  'layout.supportBot': 'Bot d’assistance',
  'layout.copyright': '© 2022 Échangez sans laisser de trace. Tous droits réservés.',
  'layout.sandbox':
    '<strong>SANDBOX</strong> Les cours et les commandes sont simulés ; aucun fonds réel n’est déplacé.',
  'layout.languages': 'Langue',
  'layout.notifications': 'Notifications',

  'home.title': 'Échangez sans laisser de trace',
  'home.lead':
    'Vos cryptos sont échangées contre une monnaie confidentielle sur une première plateforme, transférées vers une seconde plateforme puis échangées contre la crypto de votre choix : aucun lien traçable ne subsiste entre le portefeuille d’envoi et celui de réception.',
  'home.leadPrivate':
    'Choisissez la route privée : vos cryptos sont échangées contre du Monero sur une première plateforme, puis le Monero contre la crypto de votre choix sur une seconde, si bien qu’aucune des deux ne voit à la fois votre dépôt et votre adresse de réception. Une offre directe est un échange sur une seule plateforme.',
  'home.leadDirect':
    'Chaque échange est réalisé par une seule plateforme, directement vers la crypto de votre choix, au meilleur taux que nous trouvons. Ni compte ni pièce d’identité.',
  'home.claimNoAccount': 'Pas de compte, pas de KYC, aucune connexion de portefeuille',
  'home.claimSupport': 'Support 24 h/24, 7 j/7',
  'home.claimMinutes': 'Environ {minutes} minutes par échange',

  'lookup.form': 'Suivi de commande ({variant, select, desktop {ordinateur} other {mobile}})',
  'lookup.label': 'ID Houdini de votre commande',
  'lookup.placeholder': 'Suivez une commande grâce à son ID Houdini',

  'swap.form': 'Échange',
  'swap.sendCurrency': 'Crypto envoyée',
  'swap.receiveCurrency': 'Crypto reçue',
  'swap.youSend': 'Vous envoyez',
  'swap.youReceive': 'Vous recevez (estimation)',
  'swap.direction': 'Inverser les cryptos envoyée et reçue',
  'swap.address': 'Adresse du portefeuille de réception',
  'swap.addressPlaceholder': 'Votre adresse {coin}',
  'swap.note':
    'Remarque : saisissez l’adresse de votre propre portefeuille {coin}. Un échange prend en moyenne environ {minutes} minutes.',
  'swap.getQuote': 'Obtenir un devis',
  'swap.submit': 'ÉCHANGER',
  'swap.offers': 'Offres de nos prestataires',
  'swap.offerBest': '(la meilleure)',
  'swap.offerFixed': 'Taux fixe',
  'swap.offerFloating': 'Taux variable',
  'swap.offerPolicyA': 'Note A : ne bloque pas les dépôts signalés',
  'swap.offerPolicyB':
    'Note B : peut bloquer brièvement un dépôt signalé pour vérification, puis effectue l’échange ou le rembourse',
  'swap.offerPolicyC':
    'Note C : peut bloquer un dépôt signalé jusqu’à ce que vous répondiez à ses questions',
  'swap.offerPolicyD':
    'Note D : peut bloquer un dépôt signalé jusqu’à ce que vous prouviez votre identité',
  'swap.offerPolicySource':
    'Ce que chaque prestataire fait d’un dépôt signalé par ses contrôles (la note) et l’exigence ou non d’une pièce d’identité pour un remboursement reflètent la lecture, par l’exploitant de ce site, des conditions publiées par ce prestataire ; ce n’est pas un engagement du prestataire.',
  'swap.offerRefundKyc': 'Remboursement avec pièce d’identité',
  'swap.offerRefundNoKyc': 'Remboursement sans pièce d’identité',
  'swap.offerOutOfLine':
    'Très au-dessus de toutes les autres offres : elle risque de ne pas être honorée. Ne la choisissez que si vous faites confiance à ce prestataire.',
  'swap.belowMarket': '{percent} % en dessous du cours du marché',
  'swap.aboveMarket': '{percent} % au-dessus du cours du marché',
  'swap.marketOff':
    'Contrôle du marché désactivé : aucun cours du marché n’est fiable pour le moment, nous ne choisissons donc aucune offre à votre place. Comparez les offres et choisissez-en une.',
  'swap.withheld':
    'Aucun prix ne peut être donné pour le moment : l’offre est très au-dessus du cours du marché et risque de ne pas être honorée. Réessayez dans quelques minutes.',
  'swap.pickAnOffer':
    'Le cours du marché ne peut pas être vérifié pour le moment : nous ne choisissons donc aucune offre à votre place. Comparez les offres, choisissez-en une, puis appuyez de nouveau sur ÉCHANGER.',
  'swap.marketStale':
    'Le cours du marché est injoignable pour le moment : les offres sont contrôlées avec le dernier cours connu.',
  'swap.offerUnchecked': 'Non contrôlée par rapport au cours du marché',
  'swap.privateTitle': 'Route privée via Monero',
  'swap.privateExplain':
    'Deux plateformes, l’une après l’autre : la première échange vos cryptos contre du Monero et le verse à la seconde, qui vous envoie la crypto de votre choix ; aucune ne voit donc à la fois votre dépôt et votre adresse de réception. Chaque offre ci-dessus est un échange sur une seule plateforme.',
  'swap.privateMinutes': 'environ {minutes} minutes',
  'swap.xmrRefundLabel': 'Adresse de remboursement Monero (facultative)',
  'swap.xmrRefundHint':
    'Pour la route privée uniquement : si l’étape 2 ne peut pas mener l’échange à son terme, vos Monero sont renvoyés à cette adresse. Sans adresse, cette plateforme vous en demandera une.',
  'swap.xmrRefundInvalid': 'Cette adresse Monero n’est pas valide.',
  'order.warning.deposit-high':
    'La plateforme indique avoir reçu plus du double du montant convenu pour cette commande. Notre support a été prévenu.',
  'order.warning.payout-low':
    'La plateforme indique un versement inférieur de plus de 10 % à l’estimation. Notre support a été prévenu.',
  'order.warning.payout-high':
    'La plateforme indique un versement de plus du double de l’estimation. Notre support a été prévenu.',
  'order.provider': 'Échange réalisé par {provider}',
  'order.legsTitle': 'Votre itinéraire privé',
  'order.legsIntro':
    'Deux prestataires effectuent cet échange l’un après l’autre, via Monero : aucun ne voit à la fois votre dépôt et votre adresse de réception. N’envoyez qu’à l’adresse de dépôt ci-dessus.',
  'order.legOne': 'Étape 1 : {from} vers {to} chez {provider}',
  'order.legTwo': 'Étape 2 : {from} vers {to} chez {provider}',
  'order.legPaysTo': 'Verse à',
  'order.legOneHeld':
    'Si cette étape est bloquée, {provider} conserve vos {coin} ; un remboursement part vers votre adresse de remboursement.',
  'order.legOneHeldNoRefund':
    'Si cette étape est bloquée, {provider} conserve vos {coin} ; pour un remboursement, {provider} vous demande une adresse.',
  'order.legTwoHeld':
    'Si cette étape est bloquée, {provider} conserve les {coin} ; un remboursement part vers votre adresse de remboursement Monero.',
  'order.legTwoHeldNoRefund':
    'Si cette étape est bloquée, {provider} conserve les {coin} ; pour un remboursement, {provider} vous demande une adresse Monero.',
  'swap.anonymizing': 'Anonymisation',
  'swap.placingOrder': 'Création de la commande',
  'swap.fetchingPrice': 'Récupération du cours',
  'swap.min': 'Min. : {limit} {coin}',
  'swap.max': 'Max. : {limit} {coin}',
  'swap.outOfRange':
    'Le prestataire n’échange pas ce montant pour le moment. Demandez un nouveau devis.',
  'swap.soon': 'bientôt',
  'swap.rateAgeNow': 'Cours mis à jour à l’instant',
  'swap.rateAgeSeconds': 'Cours mis à jour il y a {seconds} s',
  'swap.rateAgeMinutes': 'Cours mis à jour il y a {minutes} min',
  'swap.estimateMoved':
    'L’estimation a varié de plus de {percent} % pendant que le formulaire était ouvert : de {previous} à {next} {coin}. Cliquez à nouveau sur ÉCHANGER pour échanger à la nouvelle estimation.',
  'swap.staleQuote':
    'Les cryptos ou le montant ont changé depuis le dernier devis. Voici l’estimation actuelle pour ce choix : cliquez sur ÉCHANGER pour échanger à ce prix.',
  'swap.sameCoin': 'Choisissez deux cryptos différentes à échanger.',
  'swap.invalidAmount': 'Saisissez le montant sous forme de nombre simple, par exemple 1,5',
  'swap.tag': 'Tag de destination (facultatif)',
  'swap.tagHint':
    'Vous recevez sur une plateforme d’échange ? Saisissez le tag qu’elle vous a donné avec votre adresse {coin}.',
  'swap.tagInvalid': 'Un tag de destination ne contient que des chiffres, au plus {max}.',
  'swap.refundAddress': 'Adresse de remboursement (facultative)',
  'swap.refundHint': 'Si l’échange ne peut pas se faire, vos {coin} sont renvoyés à cette adresse.',
  'swap.refundInvalid':
    'Cette adresse {coin} n’est pas valide. Un remboursement est versé dans la cryptomonnaie envoyée.',
  'xrp.title': 'XRP : sans tag de destination.',
  'xrp.body':
    'Cet échange envoie des XRP sans tag de destination. Utilisez une adresse XRP de votre propre portefeuille ; une adresse qui exige un tag de destination (comme l’adresse de dépôt d’une plateforme d’échange) ne peut pas recevoir cet échange.',

  'notice.failureTitle': 'Un problème est survenu.',
  'notice.copiedTitle': 'C’est fait.',
  'notice.newQuoteTitle': 'Nouveau devis',
  'notice.missingAmount': 'Saisissez le montant que vous souhaitez envoyer.',
  'notice.missingAddress': 'Veuillez saisir l’adresse de réception.',
  'notice.invalidAddressTitle': 'Adresse invalide',
  'notice.invalidAddress': 'Veuillez saisir une adresse de réception correcte.',
  'notice.invalidIdTitle': 'ID invalide',
  'notice.contactSupportShort': 'Contactez le support',
  'notice.priceFailed': 'Impossible de récupérer le cours',
  'notice.exchangeInvalidAddress': 'Adresse invalide',
  'notice.swapsPaused':
    'La blockchain Monero connaît des délais d’attente anormalement longs. Les échanges sont suspendus pour le moment ; revenez bientôt.',
  'notice.ordersPaused':
    'Les nouveaux échanges sont suspendus pour un instant. Rien n’a été créé ; réessayez dans une minute.',
  'notice.providerMismatch':
    'La plateforme d’échange a répondu avec des informations qui ne correspondent pas à votre commande : aucune commande n’a été créée et vous n’avez rien à envoyer. Réessayez ou choisissez un autre prestataire.',
  'notice.contactSupport': 'Veuillez contacter l’équipe d’assistance.',
  'notice.rateLimited':
    'Trop {what, select, prices {de demandes de prix} orders {de nouvelles commandes} status {de consultations de statut} other {de requêtes}}. Patientez une minute puis réessayez.',
  'notice.pickTwoCoins': 'Choisissez les deux cryptos de l’échange.',
  'notice.formOutOfDate': 'Le formulaire n’est plus à jour : veuillez le renvoyer.',
  'notice.idempotencyConflict':
    'Ce formulaire a déjà été envoyé avec d’autres valeurs. Rechargez la page et réessayez.',
  'notice.orderUnconfirmed':
    'Nous n’avons pas pu confirmer la création de cette commande : la plateforme d’échange l’a peut-être enregistrée. N’envoyez rien pour elle et ne la passez pas de nouveau. Contactez l’assistance en indiquant la référence {reference}.',
  'notice.badRequest': 'La demande n’a pas pu être traitée. Vérifiez le formulaire et réessayez.',
  'notice.senderCopied': 'Adresse de dépôt copiée.',
  'notice.receiverCopied': 'Adresse de réception copiée.',
  'notice.orderIdCopied': 'ID de la commande copié.',
  'notice.tagCopied': 'Tag de destination copié.',
  'notice.memoCopied': 'Mémo copié.',
  'notice.refundCopied': 'Adresse de remboursement copiée.',
  'notice.copyFailedTitle': 'Échec de la copie',
  'notice.copyFailed':
    'Votre navigateur a bloqué le presse-papiers. Sélectionnez le texte et copiez-le manuellement.',
  'copy.label': 'Copier : {what}',
  'copy.selectHint':
    'Sélectionnez l’adresse pour la copier. Plusieurs paiements plus petits, ou un montant différent, peuvent retarder l’échange.',
  'copy.depositAddress': 'adresse de dépôt',
  'copy.receivingAddress': 'adresse de réception',
  'copy.orderId': 'ID de la commande',
  'copy.destinationTag': 'tag de destination',
  'copy.memo': 'mémo',
  'copy.refundAddress': 'adresse de remboursement',

  'order.loading': 'Chargement de votre commande…',
  'order.slowReply':
    'Le service d’échange tarde à répondre. Cette page redemande toutes les {seconds} secondes.',
  'order.invalidTitle': 'ID de commande invalide',
  'order.invalidBody':
    'Un ID de commande comporte {length} caractères : lettres, chiffres, - ou _. Vérifiez le lien suivi ou demandez au support de retrouver votre commande.',
  'order.notFoundTitle': 'Commande introuvable',
  'order.notFoundBody':
    'Aucune commande ne porte cet ID. Vérifiez que vous avez copié l’ID en entier ; si vous ne retrouvez toujours pas votre commande, le support peut vous aider.',
  'order.unavailableTitle': 'Statut de la commande indisponible',
  'order.unavailableBody':
    'Le service d’échange est injoignable pour le moment. Cette page réessaie toutes les {seconds} secondes.',
  'order.idLabel': 'ID de la commande :',
  'order.newSwap': 'Lancer un nouvel échange',
  'order.title': 'Page de la commande',
  'order.stale': 'Problème de connexion : affichage du dernier statut connu. Nouvelle tentative…',
  'order.yourSwap': 'Votre échange',
  'order.send': 'Envoi',
  'order.receive': 'Réception',
  'order.withdrawn': 'Délai de dépôt expiré : n’envoyez rien',
  'order.deposit': 'Dépôt',
  'order.sandbox':
    '<strong>SANDBOX</strong> Cette commande est simulée : n’envoyez rien à cette adresse. Aucun fonds réel n’est déplacé et rien n’arriverait.',
  'order.instruction':
    'Envoyez <strong>{amount}</strong> en une seule transaction à cette adresse :',
  'order.copyHint':
    'Cliquez sur l’adresse pour la copier. Plusieurs paiements plus petits, ou un montant différent, peuvent retarder l’échange.',
  'order.qr': 'QR code de l’adresse de dépôt {coin}',
  'order.expired':
    'Cette commande a expiré avant l’arrivée d’un dépôt. N’envoyez rien à son adresse ; <link>lancez plutôt un nouvel échange</link>.',
  'order.completed': 'Échange terminé : vos cryptos ont été envoyées à votre adresse de réception.',
  'order.failed':
    'Cet échange a échoué. Contactez le support avec votre ID Houdini et nous réglerons le problème.',
  'order.received': 'Dépôt reçu. Plus rien à envoyer : l’échange est en cours.',
  'order.depositAddress': 'Adresse de dépôt :',
  'order.closed': 'Le délai de dépôt est expiré : n’envoyez rien à cette adresse.',
  'order.closedHint':
    'Si vous avez déjà envoyé le dépôt, gardez cette page ouverte : elle avancera dès que le dépôt sera détecté. Sinon, contactez le support avec votre ID Houdini ou lancez un nouvel échange.',
  'order.mismatch':
    'N’envoyez rien pour cette commande : la dernière réponse de la plateforme d’échange ne correspond pas à votre demande.',
  'order.mismatchHint':
    'L’adresse de dépôt est retenue jusqu’à ce que ce soit éclairci. Si vous avez déjà envoyé des fonds, contactez le support en indiquant votre ID de commande : {orderId}',
  'order.mismatchWithdrawn': 'Retenue : n’envoyez rien',
  'order.progress': 'Avancement de la commande',
  'order.step0': 'Commande reçue',
  'order.step1': 'Anonymisation',
  'order.step1Confirming': 'Confirmation',
  'order.step2': 'Échange',
  'order.step3': 'Terminé',
  'order.statePending': '(pas commencé)',
  'order.stateActive': '(en cours)',
  'order.stateComplete': '(terminé)',
  'order.stateInactive': '(arrêté)',
  'order.tracking': 'Suivi',
  'order.houdiniId': 'ID Houdini',
  'order.created': 'Créé le',
  'order.sendBy': 'À envoyer avant',
  'order.utcTime': '{time} UTC',
  'order.support': 'Assistance',
  'order.supportArrive':
    'Vos cryptos arrivent généralement environ {minutes} minutes après la détection de votre dépôt. Gardez cette page ouverte ou ajoutez-la à vos favoris pour suivre la commande.',
  'order.supportQuestions':
    'Des questions ? Le support répond 24 h/24, 7 j/7 ; gardez votre ID Houdini à portée de main.',
  'order.contactSupport': 'Contacter le support',
  'order.destinationTag': 'Tag de destination',
  'order.memo': 'Mémo',
  'order.memoWarning': 'Joignez-le à votre dépôt : sans lui, le dépôt est perdu.',
  'order.qrTag': 'QR code de l’adresse de dépôt {coin} avec son tag de destination',
  'order.refundAddress': 'Adresse de remboursement',
  'sendBy.notReceived': 'Pas encore reçu',
  'sendBy.received': 'Reçu',
  'sendBy.completed': 'Commande terminée',
  'sendBy.expired': 'Expirée',
  'sendBy.failed': 'Échec',
  'status.0': 'En attente du dépôt',
  'status.1': 'Reçu, anonymisation en cours',
  'status.1Confirming': 'Reçu, confirmation en cours',
  'status.2': 'Échange en cours',
  'status.3': 'Finalisation',
  'status.4': 'Commande terminée',
  'status.5': 'Expirée',
  'status.6': 'Échec',
  'status.7': 'Remboursée',
  'status.8':
    'En attente : le prestataire vérifie cet échange ; contactez le support en indiquant l’identifiant de votre commande',
  'order.refundedToAddress': 'Remboursé à votre adresse de remboursement',
  'order.refundedNoAddress':
    'Remboursé. Aucune adresse de remboursement n’a été indiquée : demandez au support, avec l’identifiant de votre commande, où le remboursement a été envoyé.',
  'order.stateHeld': '(en attente)',
  'order.stateRefunded': '(sans suite : dépôt remboursé)',
  'order.stateWithheld': '(en suspens : n’envoyez rien)',
  'order.refundedWithdrawn': 'Remboursement effectué : rien à envoyer',
  'order.refundedHint':
    'Votre dépôt est arrivé et vous a été renvoyé : cet échange n’aura donc pas lieu. N’envoyez plus rien pour cette commande ; lancez un nouvel échange si vous le souhaitez toujours.',
  'order.onHoldHint':
    'Votre dépôt est bien arrivé : n’envoyez plus rien. L’échange reprendra une fois la vérification terminée.',

  'recent.title': 'Vos commandes récentes sur cet appareil',
  'recent.storageRefused': 'Ce navigateur a refusé de modifier son stockage.',
  'recent.forgotten': 'Commande {id} oubliée.',
  'recent.emptyRemember':
    'Les commandes que vous créez ou ouvrez dans ce navigateur s’afficheront ici.',
  'recent.emptyOff': 'Les commandes ne sont pas mémorisées sur cet appareil.',
  'recent.rememberOn': 'Les commandes seront mémorisées sur cet appareil.',
  'recent.rememberOff': 'Commandes oubliées ; elles ne sont plus mémorisées sur cet appareil.',
  'recent.remember': 'Mémoriser les commandes sur cet appareil',
  'recent.forgetAll': 'Tout oublier',
  'recent.allForgotten': 'Toutes les commandes ont été oubliées.',
  'recent.note': 'Conservés uniquement dans ce navigateur ; jamais envoyés chez nous.',
  'recent.pair': '{sendAmount} {sendCoin} contre {receiveAmount} {receiveCoin}',
  'recent.forgetOrder': 'Oublier la commande {id}',
  'recent.forget': 'Oublier',

  'notFound.title': 'Page introuvable',
  'notFound.body': 'Il n’y a rien à cette adresse. Vérifiez le lien ou lancez un nouvel échange.',
  'notFound.home': 'Aller à l’échange',
  'error.title': 'Cette page n’a pas pu s’afficher',
  'error.body':
    'Veuillez recharger la page. Si le problème persiste, notre équipe d’assistance peut vous aider.',
  'error.reload': 'Recharger',

  'slider.slide': '{index} sur {count}',
  'slider.pages': '{label} : pages',
  'slider.show':
    '{item, select, review {Afficher l’avis {index}} other {Afficher l’étape {index}}}',
  'slider.previous': '{item, select, review {Avis précédent} other {Étape précédente}}',
  'slider.next': '{item, select, review {Avis suivant} other {Étape suivante}}',

  // the order's proof (transactions, signed documents, support message) and /verify
  'proof.heading': 'Preuve de cette commande',
  'proof.transactions': 'Transactions',
  'proof.depositTx': 'Transaction de dépôt',
  'proof.payoutTx': 'Transaction de versement',
  'proof.refundTx': 'Transaction de remboursement',
  'proof.explorerNote':
    'Collez un hachage dans l’explorateur de blocs de votre choix : cette page n’en ouvre aucun.',
  'proof.documents': 'Documents signés',
  'proof.guarantee': 'Garantie : ce qui a été promis',
  'proof.receipt': 'Reçu : ce qui s’est passé',
  'proof.signature': 'signature',
  'proof.publicKey': 'La clé publique qui a signé la garantie',
  'proof.receiptKey': 'La clé publique qui a signé le reçu',
  'proof.verifyLink': 'Comment vérifier ce site, et ce qu’il conserve, et combien de temps',
  'proof.supportMessage': 'Message pour l’assistance',
  'proof.supportMessageHint':
    'Envoyez ceci au support : il désigne votre commande et rien d’autre. Il est en anglais, avec des dates du calendrier grégorien en UTC, comme le support le lit.',
  'proof.slowNotice': 'Cet échange prend beaucoup plus de temps que d’habitude :',
  'proof.copyMessage': 'Copier le message',
  'copy.transactionHash': 'hachage de la transaction',
  'copy.supportMessage': 'message pour l’assistance',
  'notice.hashCopied': 'Hachage de la transaction copié.',
  'notice.supportMessageCopied': 'Message pour l’assistance copié.',
  // the script-free order page
  'order.refreshNote':
    'Cette page ne se recharge pas d’elle-même tant qu’elle attend votre dépôt : l’adresse reste sélectionnée.',
  'order.checkStatus': 'Vérifier le statut',
  'order.refreshOn': 'Recharger toutes les {seconds} secondes',
  'order.refreshOff': 'Arrêter le rechargement',
};

export default fr;
