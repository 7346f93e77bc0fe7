import type { InfoMessages } from './en.js';

const fr: InfoMessages = {
  'hiw.title': 'Comment ça marche',
  'hiw.lede':
    'Pas de compte, aucune connexion de portefeuille, aucune pièce d’identité. Vos cryptos font un détour par Monero et deux plateformes d’échange indépendantes, puis arrivent dans votre portefeuille sans aucun lien public avec leur origine. La plupart des échanges prennent environ {minutes} minutes ; le support est disponible 24 h/24, 7 j/7.',
  'hiw.ledePrivate':
    'Pas de compte, aucune connexion de portefeuille, aucune pièce d’identité. Avec la route privée, vos cryptos font un détour par Monero et deux plateformes d’échange indépendantes, dont aucune ne voit les deux bouts de votre échange ; une offre directe est un échange sur une seule plateforme. La plupart des échanges prennent environ {minutes} minutes ; le support est disponible 24 h/24, 7 j/7.',
  'hiw.ledeDirect':
    'Pas de compte, aucune connexion de portefeuille, aucune pièce d’identité. Une seule plateforme échange vos cryptos directement contre la crypto de votre choix et les envoie dans votre portefeuille. La plupart des échanges prennent environ {minutes} minutes ; le support est disponible 24 h/24, 7 j/7.',
  'hiw.guideTitle': 'Échanger en six étapes',
  'hiw.stepOf': '{index} sur {count}',
  'hiw.resume': 'Reprendre le guide',
  'hiw.pause': 'Mettre le guide en pause',
  'hiw.previousStep': 'Étape précédente',
  'hiw.nextStep': 'Étape suivante',
  'hiw.steps': 'Étapes',
  'hiw.goToStep': 'Aller à l’étape {index} : {head}',
  'hiw.stepLabel': 'Étape {index}',
  'hiw.ofCount': 'sur {count}',
  'hiw.messageSupport': 'Écrire au support',
  'hiw.step1Head': 'Choisissez votre paire',
  'hiw.step1Desc':
    'Choisissez la crypto que vous envoyez et celle que vous voulez recevoir. Toutes les combinaisons des cryptos prises en charge fonctionnent, dans les deux sens.',
  'hiw.step2Head': 'Saisissez le montant',
  'hiw.step2Desc':
    'Indiquez combien vous voulez envoyer. Nous comparons les cours de plusieurs plateformes, choisissons l’itinéraire le moins cher et affichons le montant que vous pouvez espérer recevoir.',
  'hiw.step3Head': 'Ajoutez votre adresse de réception',
  'hiw.step3Desc':
    'Collez l’adresse du portefeuille qui doit recevoir les nouvelles cryptos. Elle doit respecter le format de la crypto reçue : une adresse ETH commence par 0x, par exemple. Nous la vérifions avant de créer la commande.',
  'hiw.step4Head': 'Envoyez votre dépôt',
  'hiw.step4Desc':
    'La page de votre commande affiche une adresse de dépôt créée pour cet échange. Envoyez-y le montant exact, en une seule transaction, depuis un portefeuille que vous contrôlez plutôt que depuis un compte de plateforme.',
  'hiw.step5Head': 'C’est fait',
  'hiw.step5Desc':
    'C’est tout. Gardez la page de la commande ouverte, ou enregistrez son lien, pour suivre vos cryptos à chaque étape jusqu’à leur arrivée : environ {minutes} minutes en moyenne.',
  'hiw.step6Head': 'Des questions ? Contactez le support',
  'hiw.step6Desc':
    'Notre équipe d’assistance répond 24 h/24, 7 j/7. Envoyez au bot l’ID de votre commande et nous examinerons la situation avec vous.',
  'hiw.hoodTitle': 'Ce qui se passe en coulisses',
  'hiw.hoodSlider': 'Le parcours d’un échange',
  'hiw.card1Title': 'Échange',
  'hiw.card1Desc':
    'Votre dépôt est échangé contre du Monero (XMR), une monnaie confidentielle, sur une première plateforme.',
  'hiw.card2Title': 'Anonymisation',
  'hiw.card2Desc':
    'Les XMR sont envoyés vers une seconde plateforme, sans lien avec la première. Monero masque l’expéditeur, le destinataire et le montant : la piste publique s’arrête ici.',
  'hiw.card3Title': 'Pouf !',
  'hiw.card3Desc':
    'La seconde plateforme échange les XMR contre la crypto demandée et l’envoie à votre adresse de réception.',
  'hiw.card4Title': 'Sécurité',
  'hiw.card4Desc':
    'Pas de compte, pas de pièce d’identité, aucune connexion de portefeuille. Nos journaux ne conservent jamais vos adresses, et rien sur la blockchain ne relie le portefeuille d’envoi à celui de réception.',
  'hiw.whyWorksTitle': 'Pourquoi ça marche',
  'hiw.whyWorks1':
    'Sur la plupart des blockchains, chaque paiement est public : quiconque connaît l’une de vos adresses peut voir d’où vient l’argent et où il part ensuite. Monero est conçu autrement. Ses transactions masquent l’expéditeur, le destinataire et le montant, si bien qu’une piste qui entre dans Monero ne peut pas y être suivie.',
  'hiw.whyWorks2':
    'Votre échange en tire parti. La première plateforme convertit vos cryptos en XMR, les XMR passent sur une seconde plateforme, et seule cette dernière verse la crypto demandée. Dans le registre public, rien ne relie le portefeuille d’envoi au portefeuille de réception.',
  'hiw.whyWorks3':
    'La confidentialité dépend aussi d’habitudes extérieures à notre circuit : envoyer depuis un portefeuille déjà lié à votre nom, ou réutiliser des adresses, peut laisser des indices à part entière.',
  'hiw.whyBuiltTitle': 'Pourquoi nous l’avons créé',
  'hiw.whyBuilt1':
    'La confidentialité financière devrait être normale, pas suspecte. Personne ne publie ses relevés bancaires, et pourtant une adresse publique fait à peu près cela pour tous ceux qui l’utilisent.',
  'hiw.whyBuilt2':
    'Protéger sa vie privée signifiait jusqu’ici inscriptions, vérifications d’identité, portefeuilles de navigateur et plusieurs transferts manuels entre plateformes. Nous voulions un seul formulaire : choisissez une paire, collez une adresse, envoyez et suivez la commande sur une seule page. Aucun compte à créer, rien à connecter, et aucun journal de notre côté qui relie vos adresses.',
  'hiw.testimonials': 'Témoignages',
  'hiw.sampleReviews':
    'Avis d’exemple : ils montrent l’aspect de cette section en attendant la publication de vrais avis.',
  'hiw.reviews': 'Avis',
  'hiw.rated': 'Noté {stars} sur {max}',
  'stake.title': 'Staking',
  'stake.comingSoon': 'Bientôt disponible',
  'stake.note':
    'Le staking n’est pas encore ouvert. Cette page présente son fonctionnement à venir : aucun portefeuille n’est connecté, rien ici ne déplace de fonds et les chiffres sont fictifs.',
  'stake.choosePlan': 'Choisissez une formule',
  'stake.apy': '{percent} % APY',
  'stake.locked': 'Bloqué {days} jours',
  'stake.selected': 'Sélectionnée',
  'stake.walletBalance': 'Solde du portefeuille',
  'stake.amountToStake': 'Montant à staker',
  'stake.plan': 'Formule',
  'stake.planValue': '{percent} % APY, {days} jours',
  'stake.participation': 'Part du pool',
  'stake.estimate': 'Gains annuels estimés : <strong>{amount}</strong> à {percent} % APY',
  'stake.approve': 'Approuver',
  'stake.stake': 'Staker',
  'stake.redeem': 'Retirer',
  'stake.staked': 'Staké',
  'stake.rewards': 'Récompenses gagnées',
  'stake.redeemableFrom': 'Retirable à partir du',
  'stake.example': 'exemple : une formule de {days} jours commencée aujourd’hui',
  'stake.soonMessage':
    '{action, select, approve {« Approuver »} redeem {« Retirer »} other {« Staker »}} arrive bientôt : le staking n’est pas encore ouvert, rien n’a donc été envoyé ni signé.',
  'verify.title': 'Vérifier ce site',
  'verify.intro':
    'Le code, la clé de signature et ce que nous conservons, vérifiables sans nous faire confiance.',
  'verify.running': 'Ce qui tourne actuellement',
  'verify.commit': 'Commit du code source',
  'verify.fingerprint': 'Empreinte de la clé de signature (SHA-256)',
  'verify.currentKey': 'La clé publique actuelle',
  'verify.digest': 'Condensat des fichiers de la page (dist/client)',
  'verify.rebuildTitle': 'Recompiler et comparer',
  'verify.rebuildCheckout': 'Récupérez le code source et placez-vous sur ce commit :',
  'verify.rebuildBuild': 'Compilez (Node.js 20.19 ou plus récent) :',
  'verify.rebuildDigest': 'Calculez le condensat :',
  'verify.rebuildCompare': 'Il doit être égal au condensat ci-dessus.',
  'verify.keyTitle': 'La clé de signature',
  'verify.keyFingerprint': 'L’empreinte de la clé publique doit être égale à celle ci-dessus :',
  'verify.keyDocuments':
    'Chaque document indique l’ID de la clé qui l’a signé et où la récupérer. Enregistrez la clé sous le nom signing-key.pem, puis vérifiez le document :',
  'verify.keptTitle': 'Ce que nous conservons, et combien de temps',
  'verify.keptOrder':
    'Le lien d’une commande avec le prestataire, sa garantie et son reçu : {days, plural, one {# jour} other {# jours}} après sa fin.',
  'verify.keptUnended':
    'Une commande dont la fin n’est jamais constatée : au plus {days, plural, one {# jour} other {# jours}}.',
  'verify.keptKeys':
    'Réponses aux demandes de commande (contre les doublons) : {minutes, plural, one {# minute} other {# minutes}}.',
  'verify.keptAlerts':
    'Alertes non envoyées à l’assistance (identifiants abrégés) : {days, plural, one {# jour} other {# jours}}.',
  'verify.keptNever':
    'Jamais : adresses IP, cookies, ni adresses de portefeuille ou identifiants complets dans les journaux.',
  'stake.offWithoutScript':
    'Ces boutons ne fonctionnent qu’avec JavaScript activé, et le staking n’est pas encore ouvert\xa0: rien ne peut être envoyé ni signé ici.',
  'hiw.review1a': 'J’ai converti des BNB en ETH sans créer de compte ni connecter de portefeuille.',
  'hiw.review1b':
    'La page de la commande affichait chaque étape, et les cryptos sont arrivées en une vingtaine de minutes.',
  'hiw.review2a':
    'J’avais d’abord saisi une adresse au mauvais format, et le formulaire l’a repéré avant le moindre envoi.',
  'hiw.review2b': 'Le support a répondu à ma question à deux heures du matin.',
  'hiw.review3a':
    'J’apprécie que l’itinéraire passe par Monero et par deux plateformes d’échange distinctes.',
  'hiw.review3b': 'Aucun compte à pirater, et rien qui relie mes deux portefeuilles.',
  'hiw.step2DescDirect':
    'Indiquez combien vous voulez envoyer. Nous demandons son cours à la plateforme et affichons le montant que vous pouvez espérer recevoir.',
  'hiw.hoodTitlePrivate': 'Ce qui se passe sur la route privée',
  'hiw.card2DescPrivate':
    'La première plateforme verse les XMR directement à une seconde plateforme, d’un autre prestataire. Monero masque l’expéditeur, le destinataire et le montant : la piste publique s’arrête ici.',
  'hiw.card1DescDirect':
    'Une seule plateforme échange votre dépôt directement contre la crypto demandée.',
  'hiw.card2TitleDirect': 'Vérification',
  'hiw.card2DescDirect':
    'Nous vérifions chaque réponse de la plateforme au regard de votre commande et du cours du marché, et nous signons les conditions qui vous ont été données.',
  'hiw.card3TitleDirect': 'Réception',
  'hiw.card3DescDirect':
    'La même plateforme envoie les nouvelles cryptos à votre adresse de réception.',
  'hiw.card4TitleDirect': 'À savoir',
  'hiw.card4DescDirect':
    'Pas de compte, pas de pièce d’identité, aucune connexion de portefeuille, et nos journaux ne conservent jamais vos adresses. Mais la plateforme voit à la fois votre dépôt et le versement que vous recevez : à lui seul, ce circuit ne coupe pas la piste entre vos portefeuilles.',
  'hiw.whyWorks2Private':
    'La route privée en tire parti. La première plateforme convertit vos cryptos en XMR et les verse directement à une seconde plateforme, et seule cette dernière verse la crypto demandée : aucune ne voit à la fois votre dépôt et votre adresse de réception, et dans le registre public rien ne relie les deux portefeuilles. Une offre directe est un échange sur une seule plateforme, qui en voit les deux bouts.',
  'hiw.whyDirectTitle': 'Ce qu’un échange direct masque, et ce qu’il ne masque pas',
  'hiw.whyDirect1':
    'Un échange direct ne demande ni compte, ni pièce d’identité, ni connexion de portefeuille, et nos journaux ne conservent jamais vos adresses. La plateforme ne reçoit que ce dont l’échange a besoin : les cryptos que vous envoyez et l’adresse à payer.',
  'hiw.whyDirect2':
    'Il ne coupe pas la piste entre vos portefeuilles. La plateforme voit à la fois votre dépôt et le versement que vous recevez, et dans le registre public, quiconque rapproche les deux par leur montant et leur heure peut les relier.',
  'hiw.review3aPrivate':
    'J’ai choisi la route privée : elle passe par Monero et par deux plateformes d’échange distinctes.',
  'hiw.review3aDirect':
    'La page de la commande indiquait quelle plateforme réalisait mon échange, et j’ai pu vérifier moi-même les conditions signées.',
  'hiw.review3bDirect': 'Aucun compte à pirater, aucun portefeuille à connecter.',
};

export default fr;
