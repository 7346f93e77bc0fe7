import type { MainMessages } from './en.js';

// Deutsch, mit «du» wie bei den meisten Krypto-Diensten.

const de: MainMessages = {
  'meta.title': 'Tauschen ohne Spuren',
  'meta.description': 'Tausche eine Kryptowährung gegen eine andere – ohne Konto und ohne Spuren.',
  'meta.descriptionPrivate':
    'Tausche eine Kryptowährung gegen eine andere – ohne Konto, direkt oder über eine private Route via Monero.',
  'meta.descriptionDirect':
    'Tausche eine Kryptowährung gegen eine andere – ohne Konto und ohne Ausweis.',
  'meta.pageTitle': '{page} – {site}',
  'meta.orderTitle':
    'Auftrag {id} – {status, select, waiting {Warten auf die Einzahlung} anonymizing {Wird anonymisiert} confirming {Wird bestätigt} swapping {Wird getauscht} finishing {Wird abgeschlossen} completed {Abgeschlossen} expired {Abgelaufen} failed {Fehlgeschlagen} refunded {Erstattet} verifying {In Prüfung} withheld {Nichts senden} other {In Bearbeitung}}',

  'layout.skip': 'Zum Inhalt springen',
  'layout.brand': 'Ohne Spuren',
  'layout.openMenu': 'Menü öffnen',
  'layout.closeMenu': 'Menü schließen',
  'layout.menu': 'Menü',
  'layout.navMain': 'Hauptnavigation',
  'layout.navFooter': 'Fußzeile',
  'layout.swap': 'Tauschen',
  'layout.howItWorks': 'So funktioniert’s',
  'layout.token': 'Token',
  'layout.comingSoonBadge': 'demnächst',
  'layout.comingSoonHidden': '(demnächst)',
  'layout.buy': 'Kaufen',
  'layout.stake': 'Staking',
  'layout.aboutCoinHeader': 'Über den Coin',
  'layout.aboutCoin': 'Über den Coin',
  'layout.whitepaper': 'Whitepaper',
  'layout.footerBlurb':
    'Tauschen ohne Spuren: kein Konto, kein KYC, keine Wallet-Verbindung. Support rund um die Uhr; ein Tausch dauert etwa {minutes} Minuten.',
  'layout.socialAndSupport': 'Kanäle und Support',
  'layout.microblog': 'Neuigkeiten im Microblog',
  'layout.supportBot': 'Support-Bot',
  'layout.copyright': '© 2022 Tauschen ohne Spuren. Alle Rechte vorbehalten.',
  'layout.sandbox':
    '<strong>SANDBOX</strong> Kurse und Aufträge sind simuliert; es wird kein echtes Geld bewegt.',
  'layout.languages': 'Sprache',
  'layout.notifications': 'Benachrichtigungen',

  'home.title': 'Tauschen ohne Spuren',
  'home.lead':
    'Deine Coins werden an einer Börse in einen Privacy-Coin getauscht, zu einer zweiten Börse übertragen und dort in den gewünschten Coin getauscht – so bleibt keine nachverfolgbare Verbindung zwischen sendender und empfangender Wallet.',
  'home.leadPrivate':
    'Wählst du die private Route, werden deine Coins an einer Börse in Monero und an einer zweiten Börse von Monero in den gewünschten Coin getauscht – so sieht keine der beiden Börsen zugleich deine Einzahlung und deine Empfangsadresse. Ein direktes Angebot ist ein Tausch bei einer einzigen Börse.',
  'home.leadDirect':
    'Jeder Tausch läuft über eine einzige Börse, direkt in den gewünschten Coin und zum besten Kurs, den wir finden. Du brauchst weder Konto noch Ausweis.',
  'home.claimNoAccount': 'Kein Konto, kein KYC, keine Wallet-Verbindung',
  'home.claimSupport': 'Support rund um die Uhr',
  'home.claimMinutes': 'Etwa {minutes} Minuten pro Tausch',

  'lookup.form': 'Auftragssuche ({variant, select, desktop {Desktop} other {Mobil}})',
  'lookup.label': 'Houdini-ID deines Auftrags',
  'lookup.placeholder': 'Auftrag über die Houdini-ID verfolgen',

  'swap.form': 'Tausch',
  'swap.sendCurrency': 'Zu sendende Währung',
  'swap.receiveCurrency': 'Zu empfangende Währung',
  'swap.youSend': 'Du sendest',
  'swap.youReceive': 'Du erhältst (geschätzt)',
  'swap.direction': 'Sende- und Empfangswährung vertauschen',
  'swap.address': 'Empfangsadresse deiner Wallet',
  'swap.addressPlaceholder': 'Deine {coin}-Adresse',
  'swap.note':
    'Hinweis: Gib die Adresse deiner eigenen {coin}-Wallet ein. Ein Tausch dauert im Schnitt etwa {minutes} Minuten.',
  'swap.getQuote': 'Angebot abrufen',
  'swap.submit': 'JETZT TAUSCHEN',
  'swap.offers': 'Angebote unserer Anbieter',
  'swap.offerBest': '(bestes Angebot)',
  'swap.offerFixed': 'Fester Kurs',
  'swap.offerFloating': 'Variabler Kurs',
  'swap.offerPolicyA': 'Stufe A: hält markierte Einzahlungen nicht zurück',
  'swap.offerPolicyB':
    'Stufe B: kann eine markierte Einzahlung kurz zur Prüfung zurückhalten und tauscht oder erstattet sie danach',
  'swap.offerPolicyC':
    'Stufe C: kann eine markierte Einzahlung zurückhalten, bis du die Fragen des Anbieters beantwortest',
  'swap.offerPolicyD':
    'Stufe D: kann eine markierte Einzahlung zurückhalten, bis du deine Identität nachweist',
  'swap.offerPolicySource':
    'Was ein Anbieter mit einer Einzahlung tut, die seine Prüfungen markieren (die Stufe), und ob eine Erstattung einen Ausweis verlangt, gibt wieder, wie der Betreiber dieser Website die veröffentlichten Bedingungen des Anbieters versteht; es ist keine Zusage des Anbieters.',
  'swap.offerRefundKyc': 'Erstattung nur mit Ausweis',
  'swap.offerRefundNoKyc': 'Erstattung ohne Ausweis',
  'swap.offerOutOfLine':
    'Weit über allen anderen Angeboten: Es wird womöglich nicht eingehalten. Wähle es nur, wenn du diesem Anbieter vertraust.',
  'swap.belowMarket': '{percent} % unter dem Marktkurs',
  'swap.aboveMarket': '{percent} % über dem Marktkurs',
  'swap.marketOff':
    'Marktprüfung aus: Gerade ist kein Marktkurs verlässlich, deshalb wählen wir kein Angebot für dich aus. Vergleiche die Angebote und wähle eines.',
  'swap.withheld':
    'Gerade kann kein Kurs genannt werden: Das Angebot liegt weit über dem Marktkurs und wird womöglich nicht eingehalten. Bitte versuche es in ein paar Minuten erneut.',
  'swap.pickAnOffer':
    'Der Marktkurs lässt sich gerade nicht prüfen, deshalb wählen wir kein Angebot für dich aus. Vergleiche die Angebote, wähle eines und tippe dann erneut auf JETZT TAUSCHEN.',
  'swap.marketStale':
    'Der Marktkurs ist gerade nicht erreichbar: Die Angebote werden mit dem zuletzt bekannten Kurs geprüft.',
  'swap.offerUnchecked': 'Nicht mit dem Marktkurs geprüft',
  'swap.privateTitle': 'Private Route über Monero',
  'swap.privateExplain':
    'Zwei Börsen nacheinander: Die erste tauscht deine Coins in Monero und zahlt es an die zweite, die dir den gewünschten Coin sendet – so sieht keine zugleich deine Einzahlung und deine Empfangsadresse. Jedes Angebot oben ist ein Tausch bei einer einzigen Börse.',
  'swap.privateMinutes': 'etwa {minutes} Minuten',
  'swap.xmrRefundLabel': 'Monero-Rückerstattungsadresse (optional)',
  'swap.xmrRefundHint':
    'Nur für die private Route: Kann Etappe 2 den Tausch nicht abschließen, gehen deine Monero an diese Adresse zurück. Ohne Adresse fragt dich diese Börse nach einer.',
  'swap.xmrRefundInvalid': 'Das ist keine gültige Monero-Adresse.',
  'order.warning.deposit-high':
    'Die Börse meldet einen Eingang von mehr als dem Doppelten des für diesen Auftrag vereinbarten Betrags. Unser Support ist informiert.',
  'order.warning.payout-low':
    'Die Börse meldet eine Auszahlung, die mehr als 10 % unter der Schätzung liegt. Unser Support ist informiert.',
  'order.warning.payout-high':
    'Die Börse meldet eine Auszahlung von mehr als dem Doppelten der Schätzung. Unser Support ist informiert.',
  'order.provider': 'Tausch durchgeführt von {provider}',
  'order.legsTitle': 'Deine private Route',
  'order.legsIntro':
    'Zwei Anbieter führen diesen Tausch nacheinander über Monero aus: Keiner sieht sowohl deine Einzahlung als auch deine Empfangsadresse. Sende nur an die Einzahlungsadresse oben.',
  'order.legOne': 'Etappe 1: {from} zu {to} bei {provider}',
  'order.legTwo': 'Etappe 2: {from} zu {to} bei {provider}',
  'order.legPaysTo': 'Zahlt aus an',
  'order.legOneHeld':
    'Wird diese Etappe angehalten, behält {provider} deine {coin}; eine Rückerstattung geht an deine Rückerstattungsadresse.',
  'order.legOneHeldNoRefund':
    'Wird diese Etappe angehalten, behält {provider} deine {coin}; für eine Rückerstattung fragt {provider} dich nach einer Adresse.',
  'order.legTwoHeld':
    'Wird diese Etappe angehalten, behält {provider} die {coin}; eine Rückerstattung geht an deine Monero-Rückerstattungsadresse.',
  'order.legTwoHeldNoRefund':
    'Wird diese Etappe angehalten, behält {provider} die {coin}; für eine Rückerstattung fragt {provider} dich nach einer Monero-Adresse.',
  'swap.anonymizing': 'Wird anonymisiert',
  'swap.placingOrder': 'Auftrag wird erstellt',
  'swap.fetchingPrice': 'Kurs wird abgerufen',
  'swap.min': 'Min.: {limit} {coin}',
  'swap.max': 'Max.: {limit} {coin}',
  'swap.outOfRange':
    'Der Anbieter tauscht diesen Betrag derzeit nicht. Bitte rufe ein neues Angebot ab.',
  'swap.soon': 'bald',
  'swap.rateAgeNow': 'Kurs gerade aktualisiert',
  'swap.rateAgeSeconds': 'Kurs vor {seconds} s aktualisiert',
  'swap.rateAgeMinutes': 'Kurs vor {minutes} Min. aktualisiert',
  'swap.estimateMoved':
    'Während das Formular offen war, hat sich die Schätzung um mehr als {percent} % verändert: von {previous} auf {next} {coin}. Klicke erneut auf JETZT TAUSCHEN, um zum neuen Kurs zu tauschen.',
  'swap.staleQuote':
    'Die Coins oder der Betrag haben sich seit dem letzten Angebot geändert. Das ist die aktuelle Schätzung dafür: Klicke auf JETZT TAUSCHEN, um zu diesem Kurs zu tauschen.',
  'swap.sameCoin': 'Wähle zwei verschiedene Coins zum Tauschen.',
  'swap.invalidAmount': 'Gib den Betrag als einfache Zahl ein, zum Beispiel 1,5',
  'swap.tag': 'Destination Tag (optional)',
  'swap.tagHint':
    'Empfängst du auf einer Börse? Gib den Tag ein, den sie dir zu deiner {coin}-Adresse genannt hat.',
  'swap.tagInvalid': 'Ein Destination Tag besteht nur aus Ziffern, höchstens {max}.',
  'swap.refundAddress': 'Rückerstattungsadresse (optional)',
  'swap.refundHint': 'Kommt der Tausch nicht zustande, gehen deine {coin} an diese Adresse zurück.',
  'swap.refundInvalid':
    'Das ist keine gültige {coin}-Adresse. Eine Rückerstattung erfolgt in der Währung, die du sendest.',
  'xrp.title': 'XRP: kein Destination Tag.',
  'xrp.body':
    'Dieser Tausch sendet XRP ohne Destination Tag. Verwende eine XRP-Adresse deiner eigenen Wallet; eine Adresse, die einen Destination Tag erfordert (etwa die Einzahlungsadresse einer Börse), kann diesen Tausch nicht empfangen.',

  'notice.failureTitle': 'Etwas ist schiefgelaufen.',
  'notice.copiedTitle': 'Erledigt.',
  'notice.newQuoteTitle': 'Neues Angebot',
  'notice.missingAmount': 'Gib den Betrag ein, den du senden möchtest.',
  'notice.missingAddress': 'Bitte gib die Empfangsadresse ein.',
  'notice.invalidAddressTitle': 'Ungültige Adresse',
  'notice.invalidAddress': 'Bitte gib eine korrekte Empfangsadresse ein.',
  'notice.invalidIdTitle': 'Ungültige ID',
  'notice.contactSupportShort': 'Support kontaktieren',
  'notice.priceFailed': 'Kurs konnte nicht abgerufen werden',
  'notice.exchangeInvalidAddress': 'Ungültige Adresse',
  'notice.swapsPaused':
    'Die Monero-Blockchain hat derzeit ungewöhnlich lange Wartezeiten. Tauschvorgänge sind vorerst pausiert; bitte schau bald wieder vorbei.',
  'notice.ordersPaused':
    'Neue Tauschvorgänge sind kurz pausiert. Es wurde nichts angelegt; bitte versuche es in einer Minute erneut.',
  'notice.providerMismatch':
    'Die Börse hat mit Angaben geantwortet, die nicht zu deinem Auftrag passen. Es wurde kein Auftrag angelegt, und du musst nichts senden. Versuche es erneut oder wähle einen anderen Anbieter.',
  'notice.contactSupport': 'Bitte wende dich an das Support-Team.',
  'notice.rateLimited':
    'Zu viele {what, select, prices {Preisanfragen} orders {neue Aufträge} status {Statusabfragen} other {Anfragen}}. Bitte warte eine Minute und versuche es erneut.',
  'notice.pickTwoCoins': 'Wähle die beiden Coins für den Tausch.',
  'notice.formOutOfDate': 'Das Formular ist veraltet: Bitte sende es erneut.',
  'notice.idempotencyConflict':
    'Dieses Formular wurde bereits mit anderen Angaben gesendet. Lade die Seite neu und versuche es erneut.',
  'notice.orderUnconfirmed':
    'Wir konnten nicht bestätigen, ob dieser Auftrag angelegt wurde – die Börse hat ihn möglicherweise erhalten. Sende nichts dafür und gib den Auftrag nicht erneut auf. Wende dich mit der Referenz {reference} an den Support.',
  'notice.badRequest':
    'Die Anfrage konnte nicht verarbeitet werden. Prüfe das Formular und versuche es erneut.',
  'notice.senderCopied': 'Einzahlungsadresse kopiert.',
  'notice.receiverCopied': 'Empfangsadresse kopiert.',
  'notice.orderIdCopied': 'Auftrags-ID kopiert.',
  'notice.tagCopied': 'Destination Tag kopiert.',
  'notice.memoCopied': 'Memo kopiert.',
  'notice.refundCopied': 'Rückerstattungsadresse kopiert.',
  'notice.copyFailedTitle': 'Kopieren fehlgeschlagen',
  'notice.copyFailed':
    'Dein Browser hat die Zwischenablage blockiert. Markiere den Text und kopiere ihn von Hand.',
  'copy.label': '{what} kopieren',
  'copy.selectHint':
    'Markiere die Adresse, um sie zu kopieren. Mehrere kleinere Zahlungen oder ein anderer Betrag können den Tausch verzögern.',
  'copy.depositAddress': 'Einzahlungsadresse',
  'copy.receivingAddress': 'Empfangsadresse',
  'copy.orderId': 'Auftrags-ID',
  'copy.destinationTag': 'Destination Tag',
  'copy.memo': 'Memo',
  'copy.refundAddress': 'Rückerstattungsadresse',

  'order.loading': 'Dein Auftrag wird geladen …',
  'order.slowReply':
    'Der Tauschdienst antwortet gerade langsam. Diese Seite fragt alle {seconds} Sekunden erneut nach.',
  'order.invalidTitle': 'Ungültige Auftrags-ID',
  'order.invalidBody':
    'Eine Auftrags-ID besteht aus {length} Zeichen: Buchstaben, Ziffern, - oder _. Prüfe den Link, dem du gefolgt bist, oder bitte den Support, deinen Auftrag zu suchen.',
  'order.notFoundTitle': 'Auftrag nicht gefunden',
  'order.notFoundBody':
    'Kein Auftrag hat diese ID. Prüfe, ob du die ganze ID kopiert hast; findest du deinen Auftrag trotzdem nicht, hilft dir der Support.',
  'order.unavailableTitle': 'Auftragsstatus nicht verfügbar',
  'order.unavailableBody':
    'Der Tauschdienst ist gerade nicht erreichbar. Diese Seite versucht es alle {seconds} Sekunden erneut.',
  'order.idLabel': 'Auftrags-ID:',
  'order.newSwap': 'Neuen Tausch starten',
  'order.title': 'Auftragsseite',
  'order.stale': 'Verbindungsprobleme: Der letzte bekannte Status wird angezeigt. Neuer Versuch …',
  'order.yourSwap': 'Dein Tausch',
  'order.send': 'Senden',
  'order.receive': 'Empfangen',
  'order.withdrawn': 'Einzahlungsfrist abgelaufen: nichts senden',
  'order.deposit': 'Einzahlung',
  'order.sandbox':
    '<strong>SANDBOX</strong> Dieser Auftrag ist simuliert: Sende nichts an diese Adresse. Es wird kein echtes Geld bewegt, und es käme nichts an.',
  'order.instruction':
    'Sende <strong>{amount}</strong> in einer einzigen Transaktion an diese Adresse:',
  'order.copyHint':
    'Klicke auf die Adresse, um sie zu kopieren. Mehrere kleinere Zahlungen oder ein anderer Betrag können den Tausch verzögern.',
  'order.qr': 'QR-Code der {coin}-Einzahlungsadresse',
  'order.expired':
    'Dieser Auftrag ist abgelaufen, bevor eine Einzahlung ankam. Sende nichts an seine Adresse; <link>starte stattdessen einen neuen Tausch</link>.',
  'order.completed': 'Tausch abgeschlossen: Deine Coins wurden an deine Empfangsadresse gesendet.',
  'order.failed':
    'Dieser Tausch ist fehlgeschlagen. Wende dich mit deiner Houdini-ID an den Support, wir klären das.',
  'order.received': 'Einzahlung erhalten. Du musst nichts mehr senden: Der Tausch läuft.',
  'order.depositAddress': 'Einzahlungsadresse:',
  'order.closed': 'Die Einzahlungsfrist ist abgelaufen: Sende nichts an diese Adresse.',
  'order.closedHint':
    'Falls du die Einzahlung schon gesendet hast, lass diese Seite offen: Sie geht weiter, sobald die Einzahlung erkannt wird. Andernfalls wende dich mit deiner Houdini-ID an den Support oder starte einen neuen Tausch.',
  'order.mismatch':
    'Sende nichts für diesen Auftrag: Die letzte Antwort der Börse passt nicht zu dem, was du angefordert hast.',
  'order.mismatchHint':
    'Die Einzahlungsadresse wird zurückgehalten, bis das geklärt ist. Falls du schon etwas gesendet hast, wende dich an den Support und nenne deine Auftrags-ID: {orderId}',
  'order.mismatchWithdrawn': 'Zurückgehalten: nichts senden',
  'order.progress': 'Auftragsfortschritt',
  'order.step0': 'Auftrag erhalten',
  'order.step1': 'Anonymisierung',
  'order.step1Confirming': 'Bestätigung',
  'order.step2': 'Tausch',
  'order.step3': 'Fertig',
  'order.statePending': '(nicht begonnen)',
  'order.stateActive': '(läuft)',
  'order.stateComplete': '(abgeschlossen)',
  'order.stateInactive': '(angehalten)',
  'order.tracking': 'Auftragsdetails',
  'order.houdiniId': 'Houdini-ID',
  'order.created': 'Erstellt',
  'order.sendBy': 'Senden bis',
  'order.utcTime': '{time} UTC',
  'order.support': 'Support',
  'order.supportArrive':
    'Deine Coins kommen in der Regel etwa {minutes} Minuten nach Eingang deiner Einzahlung an. Lass diese Seite offen oder setze ein Lesezeichen, um den Auftrag zu verfolgen.',
  'order.supportQuestions':
    'Fragen? Der Support antwortet rund um die Uhr; halte deine Houdini-ID bereit.',
  'order.contactSupport': 'Support kontaktieren',
  'order.destinationTag': 'Destination Tag',
  'order.memo': 'Memo',
  'order.memoWarning':
    'Gib diese Angabe bei deiner Einzahlung mit an: Ohne sie geht die Einzahlung verloren.',
  'order.qrTag': 'QR-Code der {coin}-Einzahlungsadresse mit Destination Tag',
  'order.refundAddress': 'Rückerstattungsadresse',
  'sendBy.notReceived': 'Noch nicht eingegangen',
  'sendBy.received': 'Eingegangen',
  'sendBy.completed': 'Auftrag abgeschlossen',
  'sendBy.expired': 'Abgelaufen',
  'sendBy.failed': 'Fehlgeschlagen',
  'status.0': 'Warten auf die Einzahlung',
  'status.1': 'Eingegangen, wird anonymisiert',
  'status.1Confirming': 'Eingegangen, wird bestätigt',
  'status.2': 'Wird getauscht',
  'status.3': 'Wird abgeschlossen',
  'status.4': 'Auftrag abgeschlossen',
  'status.5': 'Abgelaufen',
  'status.6': 'Fehlgeschlagen',
  'status.7': 'Erstattet',
  'status.8':
    'Angehalten: Der Anbieter prüft diesen Tausch; wende dich mit deiner Auftrags-ID an den Support',
  'order.refundedToAddress': 'Erstattet an deine Rückerstattungsadresse',
  'order.refundedNoAddress':
    'Erstattet. Du hast keine Rückerstattungsadresse angegeben: Frag den Support mit deiner Auftrags-ID, wohin die Erstattung ging.',
  'order.stateHeld': '(in Prüfung)',
  'order.stateRefunded': '(entfällt: erstattet)',
  'order.stateWithheld': '(gestoppt: nichts senden)',
  'order.refundedWithdrawn': 'Erstattet: nichts zu senden',
  'order.refundedHint':
    'Deine Einzahlung ist eingegangen und wurde zurückgezahlt, dieser Tausch findet also nicht statt. Sende nichts mehr an diesen Auftrag; starte einen neuen Tausch, wenn du weiterhin tauschen möchtest.',
  'order.onHoldHint':
    'Deine Einzahlung ist eingegangen: Sende nichts mehr. Der Tausch geht weiter, sobald die Prüfung abgeschlossen ist.',

  'recent.title': 'Deine letzten Aufträge auf diesem Gerät',
  'recent.storageRefused': 'Dieser Browser hat das Ändern seines Speichers verweigert.',
  'recent.forgotten': 'Auftrag {id} vergessen.',
  'recent.emptyRemember':
    'Aufträge, die du in diesem Browser erstellst oder öffnest, werden hier aufgelistet.',
  'recent.emptyOff': 'Aufträge werden auf diesem Gerät nicht gespeichert.',
  'recent.rememberOn': 'Aufträge werden auf diesem Gerät gespeichert.',
  'recent.rememberOff': 'Aufträge vergessen; sie werden auf diesem Gerät nicht mehr gespeichert.',
  'recent.remember': 'Aufträge auf diesem Gerät merken',
  'recent.forgetAll': 'Alle vergessen',
  'recent.allForgotten': 'Alle Aufträge vergessen.',
  'recent.note': 'Nur in diesem Browser gespeichert; nie an uns gesendet.',
  'recent.pair': '{sendAmount} {sendCoin} gegen {receiveAmount} {receiveCoin}',
  'recent.forgetOrder': 'Auftrag {id} vergessen',
  'recent.forget': 'Vergessen',

  'notFound.title': 'Seite nicht gefunden',
  'notFound.body':
    'Unter dieser Adresse gibt es nichts. Prüfe den Link oder starte einen neuen Tausch.',
  'notFound.home': 'Zum Tausch',
  'error.title': 'Diese Seite konnte nicht angezeigt werden',
  'error.body': 'Bitte lade die Seite neu. Wenn es wieder passiert, hilft dir unser Support-Team.',
  'error.reload': 'Neu laden',

  'slider.slide': '{index} von {count}',
  'slider.pages': '{label}: Seiten',
  'slider.show': '{item, select, review {Bewertung {index} zeigen} other {Phase {index} zeigen}}',
  'slider.previous': '{item, select, review {Vorherige Bewertung} other {Vorherige Phase}}',
  'slider.next': '{item, select, review {Nächste Bewertung} other {Nächste Phase}}',

  // the order's proof (transactions, signed documents, support message) and /verify
  'proof.heading': 'Nachweis zu diesem Auftrag',
  'proof.transactions': 'Transaktionen',
  'proof.depositTx': 'Einzahlungstransaktion',
  'proof.payoutTx': 'Auszahlungstransaktion',
  'proof.refundTx': 'Rückerstattungstransaktion',
  'proof.explorerNote':
    'Füge einen Hash in einen Block-Explorer deiner Wahl ein: Diese Seite öffnet keinen.',
  'proof.documents': 'Signierte Dokumente',
  'proof.guarantee': 'Garantie: was zugesagt wurde',
  'proof.receipt': 'Beleg: was geschehen ist',
  'proof.signature': 'Signatur',
  'proof.publicKey': 'Der öffentliche Schlüssel, der die Garantie signiert hat',
  'proof.receiptKey': 'Der öffentliche Schlüssel, der den Beleg signiert hat',
  'proof.verifyLink': 'So prüfst du diese Website – und was sie wie lange speichert',
  'proof.supportMessage': 'Nachricht an den Support',
  'proof.supportMessageHint':
    'Schick das an den Support: Es nennt deinen Auftrag und sonst nichts. Es ist auf Englisch, mit Daten nach gregorianischem Kalender in UTC, wie der Support es liest.',
  'proof.slowNotice': 'Dieser Tausch dauert deutlich länger als üblich:',
  'proof.copyMessage': 'Nachricht kopieren',
  'copy.transactionHash': 'Transaktions-Hash',
  'copy.supportMessage': 'Nachricht an den Support',
  'notice.hashCopied': 'Transaktions-Hash kopiert.',
  'notice.supportMessageCopied': 'Nachricht an den Support kopiert.',
  // the script-free order page
  'order.refreshNote':
    'Solange diese Seite auf deine Einzahlung wartet, lädt sie nicht von selbst neu, damit die Adresse markiert bleibt.',
  'order.checkStatus': 'Status prüfen',
  'order.refreshOn': 'Alle {seconds} Sekunden neu laden',
  'order.refreshOff': 'Nicht mehr neu laden',
};

export default de;
