import type { InfoMessages } from './en.js';

const de: InfoMessages = {
  'hiw.title': 'So funktioniert’s',
  'hiw.lede':
    'Kein Konto, keine Wallet-Verbindung, kein Ausweis. Deine Coins nehmen einen Umweg über Monero und zwei voneinander unabhängige Börsen und kommen ohne öffentliche Verbindung zu ihrer Herkunft in deiner Wallet an. Die meisten Tauschvorgänge dauern etwa {minutes} Minuten; der Support ist rund um die Uhr da.',
  'hiw.ledePrivate':
    'Kein Konto, keine Wallet-Verbindung, kein Ausweis. Mit der privaten Route nehmen deine Coins einen Umweg über Monero und zwei voneinander unabhängige Börsen, von denen keine beide Enden deines Tauschs sieht; ein direktes Angebot ist ein Tausch bei einer einzigen Börse. Die meisten Tauschvorgänge dauern etwa {minutes} Minuten; der Support ist rund um die Uhr da.',
  'hiw.ledeDirect':
    'Kein Konto, keine Wallet-Verbindung, kein Ausweis. Eine einzige Börse tauscht deine Coins direkt in den gewünschten Coin und sendet sie an deine Wallet. Die meisten Tauschvorgänge dauern etwa {minutes} Minuten; der Support ist rund um die Uhr da.',
  'hiw.guideTitle': 'Tauschen in sechs Schritten',
  'hiw.stepOf': '{index} von {count}',
  'hiw.resume': 'Anleitung fortsetzen',
  'hiw.pause': 'Anleitung anhalten',
  'hiw.previousStep': 'Vorheriger Schritt',
  'hiw.nextStep': 'Nächster Schritt',
  'hiw.steps': 'Schritte',
  'hiw.goToStep': 'Zu Schritt {index}: {head}',
  'hiw.stepLabel': 'Schritt {index}',
  'hiw.ofCount': 'von {count}',
  'hiw.messageSupport': 'Support schreiben',
  'hiw.step1Head': 'Paar wählen',
  'hiw.step1Desc':
    'Wähle aus, welchen Coin du sendest und welchen du dafür bekommen möchtest. Jede Kombination der unterstützten Coins ist möglich, in beide Richtungen.',
  'hiw.step2Head': 'Betrag eingeben',
  'hiw.step2Desc':
    'Gib ein, wie viel du senden möchtest. Wir sammeln Kurse mehrerer Börsen, wählen die günstigste Route und zeigen dir den Betrag, den du voraussichtlich erhältst.',
  'hiw.step3Head': 'Empfangsadresse angeben',
  'hiw.step3Desc':
    'Füge die Wallet-Adresse ein, die die neuen Coins erhalten soll. Sie muss dem Format des empfangenen Coins entsprechen: Eine ETH-Adresse beginnt zum Beispiel mit 0x. Wir prüfen sie, bevor der Auftrag erstellt wird.',
  'hiw.step4Head': 'Einzahlung senden',
  'hiw.step4Desc':
    'Deine Auftragsseite zeigt eine eigens für diesen Tausch erzeugte Einzahlungsadresse. Sende genau den angegebenen Betrag dorthin, in einer Transaktion, aus einer Wallet, die du selbst kontrollierst, und nicht von einem Börsenkonto.',
  'hiw.step5Head': 'Fertig',
  'hiw.step5Desc':
    'Das war’s. Lass die Auftragsseite offen oder speichere ihren Link, um deine Coins durch jede Phase bis zur Ankunft zu verfolgen: im Schnitt etwa {minutes} Minuten.',
  'hiw.step6Head': 'Fragen? Support kontaktieren',
  'hiw.step6Desc':
    'Unser Support-Team antwortet rund um die Uhr. Schicke dem Bot deine Auftrags-ID, und wir sehen uns das gemeinsam mit dir an.',
  'hiw.hoodTitle': 'Was im Hintergrund passiert',
  'hiw.hoodSlider': 'Der Weg eines Tauschs',
  'hiw.card1Title': 'Tausch',
  'hiw.card1Desc': 'Eine erste Börse tauscht deine Einzahlung in den Privacy-Coin Monero (XMR).',
  'hiw.card2Title': 'Anonymisierung',
  'hiw.card2Desc':
    'Die XMR gehen an eine zweite, unabhängige Börse. Monero verbirgt Absender, Empfänger und Betrag, daher endet die öffentliche Spur hier.',
  'hiw.card3Title': 'Und weg!',
  'hiw.card3Desc':
    'Die zweite Börse tauscht die XMR in den gewünschten Coin und sendet ihn an deine Empfangsadresse.',
  'hiw.card4Title': 'Sicher',
  'hiw.card4Desc':
    'Kein Konto, kein Ausweis, keine Wallet-Verbindung. Unsere Logs speichern nie deine Adressen, und nichts auf der Blockchain verbindet die sendende Wallet mit der empfangenden.',
  'hiw.whyWorksTitle': 'Warum das funktioniert',
  'hiw.whyWorks1':
    'Auf den meisten Blockchains ist jede Zahlung öffentlich: Wer eine deiner Adressen kennt, kann verfolgen, woher das Geld kam und wohin es als Nächstes geht. Monero ist anders gebaut. Seine Transaktionen verbergen Absender, Empfänger und Betrag, sodass sich eine Spur, die in Monero hineinführt, darin nicht weiterverfolgen lässt.',
  'hiw.whyWorks2':
    'Genau das nutzt dein Tausch. Die erste Börse macht aus deinen Coins XMR, die XMR wandern zu einer zweiten Börse, und erst diese zahlt den gewünschten Coin aus. Im öffentlichen Register verbindet nichts die Wallet, von der du gesendet hast, mit der Wallet, in der du empfängst.',
  'hiw.whyWorks3':
    'Privatsphäre hängt auch von Gewohnheiten außerhalb unserer Route ab: Wer von einer Wallet sendet, die schon mit seinem Namen verknüpft ist, oder Adressen mehrfach verwendet, kann selbst Spuren hinterlassen.',
  'hiw.whyBuiltTitle': 'Warum wir das gebaut haben',
  'hiw.whyBuilt1':
    'Finanzielle Privatsphäre sollte selbstverständlich sein, nicht verdächtig. Niemand veröffentlicht seine Kontoauszüge – wer eine öffentliche Adresse nutzt, tut aber im Grunde genau das.',
  'hiw.whyBuilt2':
    'Privatsphäre hieß bisher: Registrierungen, Identitätsprüfungen, Browser-Wallets und mehrere manuelle Überweisungen zwischen Börsen. Wir wollten ein einziges Formular: Paar wählen, Adresse einfügen, senden und den Auftrag auf einer Seite verfolgen. Kein Konto, nichts zu verbinden und kein Log auf unserer Seite, das deine Adressen miteinander verknüpft.',
  'hiw.testimonials': 'Erfahrungsberichte',
  'hiw.sampleReviews':
    'Beispielbewertungen: Sie zeigen, wie dieser Bereich aussehen wird, bis echte Bewertungen veröffentlicht sind.',
  'hiw.reviews': 'Bewertungen',
  'hiw.rated': 'Bewertet mit {stars} von {max}',
  'stake.title': 'Staking',
  'stake.comingSoon': 'Demnächst',
  'stake.note':
    'Staking ist noch nicht verfügbar. Diese Seite zeigt vorab, wie es funktionieren wird: Es ist keine Wallet verbunden, hier wird kein Geld bewegt, und die Zahlen sind Platzhalter.',
  'stake.choosePlan': 'Plan wählen',
  'stake.apy': '{percent} % APY',
  'stake.locked': '{days} Tage gesperrt',
  'stake.selected': 'Ausgewählt',
  'stake.walletBalance': 'Wallet-Guthaben',
  'stake.amountToStake': 'Betrag zum Staken',
  'stake.plan': 'Plan',
  'stake.planValue': '{percent} % APY, {days} Tage',
  'stake.participation': 'Pool-Anteil',
  'stake.estimate': 'Geschätzter Jahresertrag: <strong>{amount}</strong> bei {percent} % APY',
  'stake.approve': 'Freigeben',
  'stake.stake': 'Staken',
  'stake.redeem': 'Auszahlen',
  'stake.staked': 'Gestakt',
  'stake.rewards': 'Erhaltene Belohnungen',
  'stake.redeemableFrom': 'Auszahlbar ab',
  'stake.example': 'Beispiel: ein heute gestarteter {days}-Tage-Plan',
  'stake.soonMessage':
    '{action, select, approve {Freigeben} redeem {Auszahlen} other {Staken}} kommt bald: Staking ist noch nicht verfügbar, daher wurde nichts gesendet oder signiert.',
  'verify.title': 'Diese Website prüfen',
  'verify.intro': 'Code, Signaturschlüssel und was wir speichern: prüfbar, ohne uns zu vertrauen.',
  'verify.running': 'Was gerade läuft',
  'verify.commit': 'Quellcode-Commit',
  'verify.fingerprint': 'Fingerabdruck des Signaturschlüssels (SHA-256)',
  'verify.currentKey': 'Der aktuelle öffentliche Schlüssel',
  'verify.digest': 'Prüfsumme der Seitendateien (dist/client)',
  'verify.rebuildTitle': 'Neu bauen und vergleichen',
  'verify.rebuildCheckout': 'Quellcode holen und diesen Commit auschecken:',
  'verify.rebuildBuild': 'Bauen (Node.js 20.19 oder neuer):',
  'verify.rebuildDigest': 'Prüfsumme berechnen:',
  'verify.rebuildCompare': 'Sie muss der Prüfsumme oben entsprechen.',
  'verify.keyTitle': 'Der Signaturschlüssel',
  'verify.keyFingerprint':
    'Der Fingerabdruck des öffentlichen Schlüssels muss dem oben entsprechen:',
  'verify.keyDocuments':
    'Jedes Dokument nennt die ID des Schlüssels, der es signiert hat, und wo dieser Schlüssel abrufbar ist. Speichere ihn als signing-key.pem und prüfe dann das Dokument:',
  'verify.keptTitle': 'Was wir speichern und wie lange',
  'verify.keptOrder':
    'Verknüpfung eines Auftrags mit dem Anbieter, Garantie und Beleg: {days, plural, one {# Tag} other {# Tage}} nach seinem Ende.',
  'verify.keptUnended':
    'Ein Auftrag, dessen Ende nie gesehen wird: höchstens {days, plural, one {# Tag} other {# Tage}}.',
  'verify.keptKeys':
    'Antworten auf Auftragsanfragen (gegen doppelte Aufträge): {minutes, plural, one {# Minute} other {# Minuten}}.',
  'verify.keptAlerts':
    'Nicht versendete Support-Meldungen (gekürzte IDs): {days, plural, one {# Tag} other {# Tage}}.',
  'verify.keptNever':
    'Niemals: IP-Adressen, Cookies oder Wallet-Adressen und vollständige Auftrags-IDs in Protokollen.',
  'stake.offWithoutScript':
    'Diese Schaltflächen funktionieren nur mit aktiviertem JavaScript, und Staking ist noch nicht verfügbar: Hier kann nichts gesendet oder signiert werden.',
  'hiw.review1a':
    'Ich habe etwas BNB in ETH getauscht, ohne Konto und ohne eine Wallet zu verbinden.',
  'hiw.review1b':
    'Die Auftragsseite zeigte jeden Schritt, und nach etwa zwanzig Minuten waren die Coins da.',
  'hiw.review2a':
    'Zuerst hatte ich eine Adresse im falschen Format eingegeben, und das Formular hat es bemerkt, bevor etwas gesendet wurde.',
  'hiw.review2b': 'Der Support hat meine Frage um zwei Uhr nachts beantwortet.',
  'hiw.review3a': 'Mir gefällt, dass die Route über Monero und zwei getrennte Börsen läuft.',
  'hiw.review3b':
    'Es gibt kein Konto, das gehackt werden kann, und nichts, was meine beiden Wallets verbindet.',
  'hiw.step2DescDirect':
    'Gib ein, wie viel du senden möchtest. Wir fragen die Börse nach ihrem Kurs und zeigen dir den Betrag, den du voraussichtlich erhältst.',
  'hiw.hoodTitlePrivate': 'Was auf der privaten Route passiert',
  'hiw.card2DescPrivate':
    'Die erste Börse zahlt die XMR direkt an eine zweite Börse eines anderen Anbieters. Monero verbirgt Absender, Empfänger und Betrag, daher endet die öffentliche Spur hier.',
  'hiw.card1DescDirect':
    'Eine einzige Börse tauscht deine Einzahlung direkt in den gewünschten Coin.',
  'hiw.card2TitleDirect': 'Prüfung',
  'hiw.card2DescDirect':
    'Wir gleichen jede Antwort der Börse mit deinem Auftrag und dem Marktkurs ab und signieren die Bedingungen, die du erhalten hast.',
  'hiw.card3TitleDirect': 'Empfang',
  'hiw.card3DescDirect': 'Dieselbe Börse sendet die neuen Coins an deine Empfangsadresse.',
  'hiw.card4TitleDirect': 'Gut zu wissen',
  'hiw.card4DescDirect':
    'Kein Konto, kein Ausweis, keine Wallet-Verbindung, und unsere Logs speichern nie deine Adressen. Die Börse sieht aber sowohl deine Einzahlung als auch deine Auszahlung, daher unterbricht dieser Weg allein die Spur zwischen deinen Wallets nicht.',
  'hiw.whyWorks2Private':
    'Genau das nutzt die private Route. Die erste Börse macht aus deinen Coins XMR und zahlt sie direkt an eine zweite Börse, und erst diese zahlt den gewünschten Coin aus: Keine der beiden sieht zugleich deine Einzahlung und deine Empfangsadresse, und im öffentlichen Register verbindet nichts die beiden Wallets. Ein direktes Angebot ist ein Tausch bei einer einzigen Börse, und diese sieht beide Enden.',
  'hiw.whyDirectTitle': 'Was ein direkter Tausch verbirgt – und was nicht',
  'hiw.whyDirect1':
    'Ein direkter Tausch verlangt kein Konto, keinen Ausweis und keine Wallet-Verbindung, und unsere Logs speichern nie deine Adressen. Die Börse erhält nur, was der Tausch braucht: die Coins, die du sendest, und die Adresse für die Auszahlung.',
  'hiw.whyDirect2':
    'Die Spur zwischen deinen Wallets unterbricht er nicht. Die Börse sieht sowohl deine Einzahlung als auch deine Auszahlung, und im öffentlichen Register kann jeder, der beide nach Betrag und Zeitpunkt abgleicht, sie miteinander verbinden.',
  'hiw.review3aPrivate':
    'Ich habe die private Route gewählt, die über Monero und zwei getrennte Börsen läuft.',
  'hiw.review3aDirect':
    'Die Auftragsseite nannte die Börse, die meinen Tausch ausführt, und ich konnte die signierten Bedingungen selbst prüfen.',
  'hiw.review3bDirect':
    'Kein Konto, das gehackt werden kann, und keine Wallet, die verbunden werden muss.',
};

export default de;
