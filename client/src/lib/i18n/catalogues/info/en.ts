// The English strings of the pages loaded on demand (How it works, Stake, Verify): they load
// with those pages, not with every page (catalogues/en.ts explains the catalogues).

const en = {
  'hiw.title': 'How it works',
  'hiw.lede':
    'No account, no wallet connection, no ID. Your coins take a detour through Monero and two separate exchanges, and arrive in your wallet with no public link back to where they came from. Most swaps take about {minutes} minutes; support is there 24/7.',
  'hiw.ledePrivate':
    'No account, no wallet connection, no ID. Pick the private route and your coins take a detour through Monero and two separate exchanges, neither of which sees both ends of your swap; a direct offer is one exchange’s swap. Most swaps take about {minutes} minutes; support is there 24/7.',
  'hiw.ledeDirect':
    'No account, no wallet connection, no ID. One exchange swaps your coins straight to the coin you want and sends them to your wallet. Most swaps take about {minutes} minutes; support is there 24/7.',
  'hiw.guideTitle': 'Swap in six steps',
  'hiw.stepOf': '{index} of {count}',
  'hiw.resume': 'Resume the guide',
  'hiw.pause': 'Pause the guide',
  'hiw.previousStep': 'Previous step',
  'hiw.nextStep': 'Next step',
  'hiw.steps': 'Steps',
  'hiw.goToStep': 'Go to step {index}: {head}',
  'hiw.stepLabel': 'Step {index}',
  'hiw.ofCount': 'of {count}',
  'hiw.messageSupport': 'Message support',
  'hiw.step1Head': 'Choose your pair',
  'hiw.step1Desc':
    'Pick the coin you want to send and the coin you want to receive. Any combination of the supported coins works, in either direction.',
  'hiw.step2Head': 'Enter the amount',
  'hiw.step2Desc':
    'Type how much you want to send. We gather rates from several exchanges, pick the cheapest route, and show the amount you can expect to receive.',
  'hiw.step3Head': 'Add your receiving address',
  'hiw.step3Desc':
    'Paste the wallet address that should get the new coins. It has to match the format of the coin you receive: an ETH address starts with 0x, for example. We check it before the order is created.',
  'hiw.step4Head': 'Send your deposit',
  'hiw.step4Desc':
    'Your Order Page shows a deposit address made for this swap. Send the exact amount there, in one transaction, from a wallet you control rather than an exchange account.',
  'hiw.step5Head': 'Done',
  'hiw.step5Desc':
    'That is all. Keep the Order Page open, or save its link, to follow your coins through each stage until they arrive: about {minutes} minutes on average.',
  'hiw.step6Head': 'Questions? Contact support',
  'hiw.step6Desc':
    'Our support team answers 24/7. Send the bot your order ID and we will look into it with you.',
  'hiw.hoodTitle': 'What happens under the hood',
  'hiw.hoodSlider': 'How a swap travels',
  'hiw.card1Title': 'Swap',
  'hiw.card1Desc':
    'Your deposit is swapped into Monero (XMR), a privacy coin, on a first exchange.',
  'hiw.card2Title': 'Anonymize',
  'hiw.card2Desc':
    'The XMR is sent to a second, unrelated exchange. Monero hides sender, receiver and amount, so the public trail stops here.',
  'hiw.card3Title': 'Poof',
  'hiw.card3Desc':
    'The second exchange swaps the XMR into the coin you asked for and sends it to your receiving address.',
  'hiw.card4Title': 'Secure',
  'hiw.card4Desc':
    'No account, no ID, no wallet connection. Our own logs never keep your addresses, and nothing on-chain links the wallet you sent from to the one you receive in.',
  'hiw.whyWorksTitle': 'Why this works',
  'hiw.whyWorks1':
    'On most blockchains every payment is public: anyone who knows one of your addresses can follow where the money came from and where it goes next. Monero is built differently. Its transactions hide the sender, the receiver and the amount, so a trail that enters Monero cannot be followed through it.',
  'hiw.whyWorks2':
    'Your swap uses that. The first exchange turns your coins into XMR, the XMR moves to a second exchange, and only that second exchange pays out the coin you asked for. On the public record, the wallet you sent from and the wallet you receive in have nothing connecting them.',
  'hiw.whyWorks3':
    'Privacy also depends on habits outside our route: sending from a wallet that is already tied to your name, or reusing addresses, can leave clues of their own.',
  'hiw.whyBuiltTitle': 'Why we built this',
  'hiw.whyBuilt1':
    'Financial privacy should be normal, not suspicious. Nobody publishes their bank statement, yet a public address does roughly that for everyone who uses it.',
  'hiw.whyBuilt2':
    'Getting privacy used to mean sign-ups, identity checks, browser wallets and several manual transfers between exchanges. We wanted one form: pick a pair, paste an address, send, and follow the order on one page. No account to create, nothing to connect, and no log on our side that ties your addresses together.',
  'hiw.testimonials': 'Testimonials',
  'hiw.sampleReviews':
    'Sample reviews: they show how this section will look until real ones are published.',
  'hiw.reviews': 'Reviews',
  'hiw.rated': 'Rated {stars} out of {max}',
  'stake.title': 'Stake',
  'stake.comingSoon': 'Coming soon',
  'stake.note':
    'Staking is not live yet. This page previews how it will work: no wallet is connected, nothing here moves funds, and the figures are placeholders.',
  'stake.choosePlan': 'Choose a plan',
  'stake.apy': '{percent}% APY',
  'stake.locked': 'Locked for {days} days',
  'stake.selected': 'Selected',
  'stake.walletBalance': 'Wallet balance',
  'stake.amountToStake': 'Amount to stake',
  'stake.plan': 'Plan',
  'stake.planValue': '{percent}% APY, {days} days',
  'stake.participation': 'Pool participation',
  'stake.estimate': 'Estimated yearly earnings: <strong>{amount}</strong> at {percent}% APY',
  'stake.approve': 'Approve',
  'stake.stake': 'Stake',
  'stake.redeem': 'Redeem',
  'stake.staked': 'Staked',
  'stake.rewards': 'Rewards earned',
  'stake.redeemableFrom': 'Redeemable from',
  'stake.example': 'example: a {days}-day plan started today',
  'stake.soonMessage':
    '{action, select, approve {Approve} redeem {Redeem} other {Stake}} is coming soon: staking is not live yet, so nothing was sent or signed.',
  'verify.title': 'Check this site',
  'verify.intro': 'The code, the signing key and what we keep, checkable without trusting us.',
  'verify.running': 'What runs now',
  'verify.commit': 'Source commit',
  'verify.fingerprint': 'Signing key fingerprint (SHA-256)',
  'verify.currentKey': 'Today’s public key',
  'verify.digest': 'Digest of the page files (dist/client)',
  'verify.rebuildTitle': 'Rebuild and compare',
  'verify.rebuildCheckout': 'Get the source and check out this commit:',
  'verify.rebuildBuild': 'Build (Node.js 20.19 or newer):',
  'verify.rebuildDigest': 'Compute the digest:',
  'verify.rebuildCompare': 'It must equal the digest above.',
  'verify.keyTitle': 'The signing key',
  'verify.keyFingerprint': 'The public key’s fingerprint must equal the one above:',
  'verify.keyDocuments':
    'Each document names the id of the key that signed it and where to fetch that key. Save the key as signing-key.pem, then check the document:',
  'verify.keptTitle': 'What we keep, and for how long',
  'verify.keptOrder':
    'An order’s link to the provider, guarantee and receipt: {days, plural, one {# day} other {# days}} after it ends.',
  'verify.keptUnended':
    'An order never seen to end: at most {days, plural, one {# day} other {# days}}.',
  'verify.keptKeys':
    'Replies to order requests (against double orders): {minutes, plural, one {# minute} other {# minutes}}.',
  'verify.keptAlerts':
    'Unsent support alerts (shortened ids): {days, plural, one {# day} other {# days}}.',
  'verify.keptNever':
    'Never: IP addresses, cookies, or wallet addresses and full order ids in logs.',
  'stake.offWithoutScript':
    'These buttons work only with JavaScript on, and staking is not live yet: nothing can be sent or signed here.',
  'hiw.review1a': 'I moved some BNB into ETH without making an account or connecting a wallet.',
  'hiw.review1b':
    'The order page showed every stage and the coins arrived in about twenty minutes.',
  'hiw.review2a':
    'I typed the wrong address format at first and the form caught it before anything was sent.',
  'hiw.review2b': 'Support answered my question at two in the morning.',
  'hiw.review3a': 'I like that the route goes through Monero and two separate exchanges.',
  'hiw.review3b': 'There is no account to hack and nothing that ties my two wallets together.',
  'hiw.step2DescDirect':
    'Type how much you want to send. We ask the exchange for its rate and show the amount you can expect to receive.',
  'hiw.hoodTitlePrivate': 'What happens on the private route',
  'hiw.card2DescPrivate':
    'The first exchange pays the XMR straight to a second exchange, another provider. Monero hides sender, receiver and amount, so the public trail stops here.',
  'hiw.card1DescDirect': 'One exchange swaps your deposit straight into the coin you asked for.',
  'hiw.card2TitleDirect': 'Check',
  'hiw.card2DescDirect':
    'We check each of the exchange’s replies against your order and the market rate, and sign the terms you were given.',
  'hiw.card3TitleDirect': 'Receive',
  'hiw.card3DescDirect': 'The same exchange sends the new coins to your receiving address.',
  'hiw.card4TitleDirect': 'Keep in mind',
  'hiw.card4DescDirect':
    'No account, no ID, no wallet connection, and our logs never keep your addresses. But the exchange sees both your deposit and your payout, so this route alone does not break the trail between your wallets.',
  'hiw.whyWorks2Private':
    'The private route uses that. The first exchange turns your coins into XMR and pays it straight to a second exchange, and only that second exchange pays out the coin you asked for: neither sees both your deposit and your receiving address, and on the public record the two wallets have nothing connecting them. A direct offer is one exchange’s swap, and that exchange sees both ends.',
  'hiw.whyDirectTitle': 'What a direct swap hides, and what it does not',
  'hiw.whyDirect1':
    'A direct swap asks for no account, no ID and no wallet connection, and our logs never keep your addresses. The exchange is given only what the swap needs: the coins you send and the address to pay.',
  'hiw.whyDirect2':
    'It does not break the trail between your wallets. The exchange sees both your deposit and your payout, and on the public record anyone who matches the two by amount and time can connect them.',
  'hiw.review3aPrivate':
    'I picked the private route: it goes through Monero and two separate exchanges.',
  'hiw.review3aDirect':
    'The order page named the exchange making my swap, and I could check the signed terms myself.',
  'hiw.review3bDirect': 'No account to hack and no wallet to connect.',
};

export type InfoMessageId = keyof typeof en;
export type InfoMessages = Record<InfoMessageId, string>;

export default en satisfies InfoMessages;
