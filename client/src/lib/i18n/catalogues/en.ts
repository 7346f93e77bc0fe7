// The English catalogue: the spec's strings, the list of every message the site shows with any page
// (the pages loaded on demand, How it works, Stake and Verify, keep theirs in info/en.ts, which
// loads with them). Every other language's catalogue has exactly these keys, and its info/ one
// exactly those (TypeScript and catalogues.test.ts check it). Messages use the ICU subset of
// shared/i18n/message-format.ts: {name}, plural, select, <tag>…</tag>. To add a message: add it
// here (or to info/en.ts for those pages), then to each other catalogue in its language. The
// refusals the server also sends in English (the API's `message`) come from
// shared/i18n/english-texts.ts.

import { ENGLISH_TEXTS } from '../../../../../shared/i18n/english-texts.js';
import type { InfoMessageId } from './info/en.js';

const en = {
  'meta.title': 'Swap Without a Trace',
  'meta.description': 'Swap one cryptocurrency for another with no account and no trace.',
  'meta.descriptionPrivate':
    'Swap one cryptocurrency for another with no account, directly or by a private route through Monero.',
  'meta.descriptionDirect': 'Swap one cryptocurrency for another with no account and no ID.',
  // a tab's title: the page's name before the site's (the home page has the site's alone); an
  // order's, its id's first characters and its state
  'meta.pageTitle': '{page} – {site}',
  'meta.orderTitle':
    'Order {id} – {status, select, waiting {Waiting for deposit} anonymizing {Anonymizing} confirming {Confirming} swapping {Swapping} finishing {Finishing} completed {Completed} expired {Expired} failed {Failed} refunded {Refunded} verifying {On hold} withheld {Do not send} other {In progress}}',

  'layout.skip': 'Skip to content',
  'layout.brand': 'Without a Trace',
  'layout.openMenu': 'Open menu',
  'layout.closeMenu': 'Close menu',
  'layout.menu': 'Menu',
  'layout.navMain': 'Main',
  'layout.navFooter': 'Footer',
  'layout.swap': 'Swap',
  'layout.howItWorks': 'How it works',
  'layout.token': 'Token',
  'layout.comingSoonBadge': 'coming soon',
  'layout.comingSoonHidden': '(coming soon)',
  'layout.buy': 'Buy',
  'layout.stake': 'Stake',
  'layout.aboutCoinHeader': 'About the Coin',
  'layout.aboutCoin': 'About the coin',
  'layout.whitepaper': 'Whitepaper',
  'layout.footerBlurb':
    'Swap without a trace: no account, no KYC, no wallet connection. Support 24/7; a swap takes about {minutes} minutes.',
  'layout.socialAndSupport': 'Social and support',
  'layout.microblog': 'News on the microblog',
  'layout.supportBot': 'Support bot',
  'layout.copyright': '© 2022 Swap Without a Trace. All rights reserved.',
  'layout.sandbox': '<strong>SANDBOX</strong> Prices and orders are simulated; no real funds move.',
  'layout.languages': 'Language',
  'layout.notifications': 'Notifications',

  'home.title': 'Swap Without a Trace',
  'home.lead':
    'Your coins are swapped to a privacy coin on one exchange, moved to a second exchange and swapped to the coin you want, so no traceable link remains between the sending and the receiving wallet.',
  'home.leadPrivate':
    'Pick the private route and your coins are swapped to Monero at one exchange, then from Monero to the coin you want at a second, so neither exchange sees both your deposit and your receiving address. A direct offer is one exchange’s swap.',
  'home.leadDirect':
    'Each swap is made by one exchange, straight to the coin you want, at the best rate we find. You need no account and no ID.',
  'home.claimNoAccount': 'No account, no KYC, no wallet connection',
  'home.claimSupport': 'Support 24/7',
  'home.claimMinutes': 'About {minutes} minutes per swap',

  'lookup.form': 'Order lookup ({variant, select, desktop {desktop} other {mobile}})',
  'lookup.label': 'Houdini ID of your order',
  'lookup.placeholder': 'Track an order by its Houdini ID',

  'swap.form': 'Swap',
  'swap.sendCurrency': 'Send currency',
  'swap.receiveCurrency': 'Receive currency',
  'swap.youSend': 'You send',
  'swap.youReceive': 'You receive (estimate)',
  'swap.direction': 'Swap send and receive currencies',
  'swap.address': 'Receiving wallet address',
  'swap.addressPlaceholder': 'Your {coin} address',
  'swap.note':
    'Note: enter your own {coin} wallet address. A swap takes about {minutes} minutes on average.',
  'swap.getQuote': 'Get quote',
  'swap.submit': 'SWAP NOW',
  'swap.offers': 'Offers from our providers',
  'swap.offerBest': '(best)',
  'swap.offerFixed': 'Fixed rate',
  'swap.offerFloating': 'Floating rate',
  'swap.offerPolicyA': 'Rating A: does not hold flagged deposits',
  'swap.offerPolicyB':
    'Rating B: may hold a flagged deposit briefly for checks, then swaps or refunds it',
  'swap.offerPolicyC': 'Rating C: may hold a flagged deposit until you answer its questions',
  'swap.offerPolicyD': 'Rating D: may hold a flagged deposit until you prove your identity',
  'swap.offerPolicySource':
    "What each provider does with a deposit its checks flag (the rating) and whether refunds need ID is this site operator's reading of that provider's published terms, not the provider's own promise.",
  'swap.offerRefundKyc': 'Refunds need ID',
  'swap.offerRefundNoKyc': 'Refunds without ID',
  'swap.offerOutOfLine':
    'Far above every other offer: it may not be honoured. Pick it only if you trust this provider.',
  'swap.belowMarket': '{percent}% below the market rate',
  'swap.aboveMarket': '{percent}% above the market rate',
  'swap.marketOff': 'Market check off: no market rate can be trusted now. Pick an offer.',
  'swap.withheld':
    'No price can be given now: the offer is far above the market rate and may not be honoured. Please try again in a few minutes.',
  'swap.pickAnOffer': ENGLISH_TEXTS.pickAnOffer,
  'swap.marketStale': 'Market rate unreachable: offers are checked against the last known one.',
  'swap.offerUnchecked': 'Not checked against the market',
  'swap.privateTitle': 'Private route through Monero',
  'swap.privateExplain':
    'Two exchanges, one after the other: the first swaps your coins to Monero and pays it to the second, which sends you the coin you want, so neither sees both your deposit and your receiving address. Each offer above is one exchange’s swap.',
  'swap.privateMinutes': 'about {minutes} minutes',
  'swap.xmrRefundLabel': 'Monero refund address (optional)',
  'swap.xmrRefundHint':
    'Only for the private route: if leg two cannot complete the swap, your Monero is sent back here. Without one, that exchange asks you for one.',
  'swap.xmrRefundInvalid': 'This is not a valid Monero address.',
  'order.warning.deposit-high':
    'The exchange reports over twice the amount agreed arriving. Support has been told.',
  'order.warning.payout-low':
    'The exchange reports paying over 10% under the estimate. Support has been told.',
  'order.warning.payout-high':
    'The exchange reports paying over twice the estimate. Support has been told.',
  'order.provider': 'Swap made by {provider}',
  'order.legsTitle': 'Your private route',
  'order.legsIntro':
    'Two providers make this swap one after the other, through Monero: neither sees both your deposit and your receiving address. Send only to the deposit address above.',
  'order.legOne': 'Leg one: {from} to {to} at {provider}',
  'order.legTwo': 'Leg two: {from} to {to} at {provider}',
  'order.legPaysTo': 'Pays out to',
  'order.legOneHeld':
    'If this leg is held, {provider} keeps your {coin}; a refund goes to your refund address.',
  'order.legOneHeldNoRefund':
    'If this leg is held, {provider} keeps your {coin}; for a refund, {provider} asks you for an address to send it to.',
  'order.legTwoHeld':
    'If this leg is held, {provider} keeps the {coin}; a refund goes to your Monero refund address.',
  'order.legTwoHeldNoRefund':
    'If this leg is held, {provider} keeps the {coin}; for a refund, {provider} asks you for a Monero address.',
  'swap.anonymizing': 'Anonymizing',
  'swap.placingOrder': 'Placing order',
  'swap.fetchingPrice': 'Fetching Price',
  'swap.min': ENGLISH_TEXTS.amountMin,
  'swap.max': ENGLISH_TEXTS.amountMax,
  'swap.outOfRange': ENGLISH_TEXTS.amountOutOfRange,
  'swap.soon': 'soon',
  'swap.rateAgeNow': 'Rate updated just now',
  'swap.rateAgeSeconds': 'Rate updated {seconds} s ago',
  'swap.rateAgeMinutes': 'Rate updated {minutes} min ago',
  'swap.estimateMoved': ENGLISH_TEXTS.estimateMoved,
  'swap.staleQuote':
    'The coins or the amount changed after the last quote. This is the estimate for them now: press SWAP NOW to swap at it.',
  'swap.sameCoin': ENGLISH_TEXTS.sameCoin,
  'swap.invalidAmount': 'Enter the amount as a plain number, such as 1.5',
  'swap.tag': 'Destination tag (optional)',
  'swap.tagHint': 'Receiving on an exchange? Enter the tag it gave you with your {coin} address.',
  'swap.tagInvalid': 'A destination tag is digits only, at most {max}.',
  'swap.refundAddress': 'Refund address (optional)',
  'swap.refundHint': 'If the swap cannot be made, your {coin} is sent back to this address.',
  'swap.refundInvalid':
    'This is not a valid {coin} address. A refund is paid in the coin you send.',
  'xrp.title': 'XRP: no destination tag.',
  'xrp.body':
    'This swap sends XRP without a destination tag. Use an XRP address of your own wallet; an address that needs a destination tag (such as an exchange deposit address) cannot receive this swap.',

  'notice.failureTitle': 'Something went wrong.',
  'notice.copiedTitle': 'Success.',
  'notice.newQuoteTitle': 'New quote',
  'notice.missingAmount': 'Enter the amount you want to send.',
  'notice.missingAddress': 'Please input receiver address.',
  'notice.invalidAddressTitle': 'Invalid address',
  'notice.invalidAddress': 'Please input correct receiver address.',
  'notice.invalidIdTitle': 'Invalid ID',
  'notice.contactSupportShort': 'Contact support',
  'notice.priceFailed': 'Fetching price failed',
  'notice.exchangeInvalidAddress': 'Invalid address',
  'notice.swapsPaused': ENGLISH_TEXTS.swapsPaused,
  'notice.ordersPaused':
    'New swaps are paused for a moment. Nothing was created; please try again in a minute.',
  'notice.providerMismatch': ENGLISH_TEXTS.providerMismatch,
  'notice.contactSupport': ENGLISH_TEXTS.contactSupport,
  'notice.rateLimited': ENGLISH_TEXTS.rateLimited,
  'notice.pickTwoCoins': ENGLISH_TEXTS.pickTwoCoins,
  'notice.formOutOfDate': ENGLISH_TEXTS.formOutOfDate,
  'notice.idempotencyConflict':
    'This form was already sent with different values. Reload the page and try again.',
  'notice.orderUnconfirmed': ENGLISH_TEXTS.orderUnconfirmed,
  'notice.badRequest': 'The request could not be processed. Please check the form and try again.',
  'notice.senderCopied': 'Sender address copied.',
  'notice.receiverCopied': 'Receiver address copied.',
  'notice.orderIdCopied': 'Order id copied.',
  'notice.tagCopied': 'Destination tag copied.',
  'notice.memoCopied': 'Memo copied.',
  'notice.refundCopied': 'Refund address copied.',
  'notice.copyFailedTitle': 'Copy failed',
  'notice.copyFailed': 'Your browser blocked the clipboard. Select the text and copy it by hand.',
  'copy.label': 'Copy {what}',
  'copy.selectHint':
    'Select the address to copy it. Several smaller payments, or a different amount, can delay the swap.',
  'copy.depositAddress': 'deposit address',
  'copy.receivingAddress': 'receiving address',
  'copy.orderId': 'order id',
  'copy.destinationTag': 'destination tag',
  'copy.memo': 'memo',
  'copy.refundAddress': 'refund address',

  'order.loading': 'Loading your order…',
  'order.slowReply':
    'The exchange service is slow to answer. This page asks again every {seconds} seconds.',
  'order.invalidTitle': 'Invalid order id',
  'order.invalidBody':
    'An order id is {length} letters, digits, - or _. Check the link you followed, or ask support to find your order.',
  'order.notFoundTitle': ENGLISH_TEXTS.orderNotFound,
  'order.notFoundBody':
    'No order has this id. Check that you copied the whole id; if you still cannot find your order, support can help.',
  'order.unavailableTitle': 'Order status unavailable',
  'order.unavailableBody':
    'We cannot reach the exchange service right now. This page keeps trying every {seconds} seconds.',
  'order.idLabel': 'Order id:',
  'order.newSwap': 'Start a new swap',
  'order.title': 'Order Page',
  'order.stale': 'Connection trouble: showing the last known status. Retrying…',
  'order.yourSwap': 'Your swap',
  'order.send': 'Send',
  'order.receive': 'Receive',
  'order.withdrawn': 'Deposit window closed: do not send',
  'order.deposit': 'Deposit',
  'order.sandbox':
    '<strong>SANDBOX</strong> This order is simulated: do not send anything to this address. No real funds move and nothing would arrive.',
  'order.instruction': 'Send <strong>{amount}</strong> in one single transaction to this address:',
  'order.copyHint':
    'Click the address to copy it. Several smaller payments, or a different amount, can delay the swap.',
  'order.qr': 'QR code of the {coin} deposit address',
  'order.expired':
    'This order expired before a deposit arrived. Do not send anything to its address; <link>start a new swap</link> instead.',
  'order.completed': 'Swap complete: your coins were sent to your receiving address.',
  'order.failed': 'This swap failed. Contact support with your Houdini ID and we will sort it out.',
  'order.received': 'Deposit received. Nothing more to send: the swap is under way.',
  'order.depositAddress': 'Deposit address:',
  'order.closed': 'The deposit window has closed: do not send to this address.',
  'order.closedHint':
    'If you already sent the deposit, keep this page open: it moves on as soon as the deposit is seen. Otherwise contact support with your Houdini ID, or start a new swap.',
  'order.mismatch':
    'Do not send anything to this order: the exchange’s latest reply does not match what you asked for.',
  'order.mismatchHint':
    'The deposit address is withheld until this is cleared up. If you have already sent funds, contact support and give your order id: {orderId}',
  'order.mismatchWithdrawn': 'Withheld: do not send',
  'order.progress': 'Order progress',
  'order.step0': 'Order Received',
  'order.step1': 'Anonymizing',
  'order.step1Confirming': 'Confirming',
  'order.step2': 'Swapping',
  'order.step3': 'Done',
  'order.statePending': '(not started)',
  'order.stateActive': '(in progress)',
  'order.stateComplete': '(complete)',
  'order.stateInactive': '(stopped)',
  'order.tracking': 'Tracking Info',
  'order.houdiniId': 'Houdini ID',
  'order.created': 'Created',
  'order.sendBy': 'Send by',
  'order.utcTime': '{time} UTC',
  'order.support': 'Support',
  'order.supportArrive':
    'Your coins typically arrive in about {minutes} minutes after your deposit is seen. Keep this page open or bookmark it to follow the order.',
  'order.supportQuestions': 'Questions? Support answers 24/7; have your Houdini ID ready.',
  'order.contactSupport': 'Contact support',
  'order.destinationTag': 'Destination tag',
  'order.memo': 'Memo',
  'order.memoWarning': 'Include it with your deposit: a deposit without it is lost.',
  'order.qrTag': 'QR code of the {coin} deposit address with its destination tag',
  'order.refundAddress': 'Refund address',
  'sendBy.notReceived': 'Not received yet',
  'sendBy.received': 'Received',
  'sendBy.completed': 'Order Completed',
  'sendBy.expired': 'Expired',
  'sendBy.failed': 'Failed',
  'status.0': 'Waiting for the deposit',
  'status.1': 'Received, anonymizing',
  // with providers, status 1 is a deposit being confirmed: no Monero hop is claimed
  'status.1Confirming': 'Received, confirming',
  'status.2': 'Swapping',
  'status.3': 'Finishing',
  'status.4': 'Order Completed',
  'status.5': 'Expired',
  'status.6': 'Failed',
  'status.7': 'Refunded',
  'status.8': 'On hold: the provider is checking this swap; contact support with your order id',
  // a refunded order's own page: where the refund went, as far as the site knows
  'order.refundedToAddress': 'Refunded to your refund address',
  'order.refundedNoAddress':
    'Refunded. No refund address was given: ask support, with your order id, where the refund was sent.',
  'order.stateHeld': '(on hold)',
  'order.stateRefunded': '(not done: refunded)',
  'order.stateWithheld': '(stopped: do not send)',
  'order.refundedWithdrawn': 'Refunded: nothing to send',
  'order.refundedHint':
    'Your deposit arrived and was sent back, so this swap will not go ahead. Do not send anything more to this order; start a new swap if you still want one.',
  'order.onHoldHint':
    'Your deposit has arrived: do not send anything more. The swap goes on once the check is over.',

  'recent.title': 'Your recent orders on this device',
  'recent.storageRefused': 'This browser refused to change its storage.',
  'recent.forgotten': 'Order {id} forgotten.',
  'recent.emptyRemember': 'Orders you create or open in this browser will be listed here.',
  'recent.emptyOff': 'Orders are not remembered on this device.',
  'recent.rememberOn': 'Orders will be remembered on this device.',
  'recent.rememberOff': 'Orders are forgotten and no longer remembered on this device.',
  'recent.remember': 'Remember orders on this device',
  'recent.forgetAll': 'Forget all',
  'recent.allForgotten': 'All orders forgotten.',
  'recent.note': 'Kept only in this browser; never sent to us.',
  'recent.pair': '{sendAmount} {sendCoin} to {receiveAmount} {receiveCoin}',
  'recent.forgetOrder': 'Forget order {id}',
  'recent.forget': 'Forget',

  'notFound.title': 'Page not found',
  'notFound.body': 'There is nothing at this address. Check the link, or start a new swap.',
  'notFound.home': 'Go to Swap',
  'error.title': 'This page could not be shown',
  'error.body': 'Please reload the page. If it keeps happening, our support team can help.',
  'error.reload': 'Reload',

  'slider.slide': '{index} of {count}',
  'slider.pages': '{label}: pages',
  'slider.show': '{item, select, review {Show review {index}} other {Show stage {index}}}',
  'slider.previous': '{item, select, review {Previous review} other {Previous stage}}',
  'slider.next': '{item, select, review {Next review} other {Next stage}}',

  // the order's proof (transactions, signed documents, support message) and /verify
  'proof.heading': 'Proof of this order',
  'proof.transactions': 'Transactions',
  'proof.depositTx': 'Deposit transaction',
  'proof.payoutTx': 'Payout transaction',
  'proof.refundTx': 'Refund transaction',
  'proof.explorerNote': 'Paste a hash into a block explorer you choose: this page opens none.',
  'proof.documents': 'Signed documents',
  'proof.guarantee': 'Guarantee: what was promised',
  'proof.receipt': 'Receipt: what happened',
  'proof.signature': 'signature',
  'proof.publicKey': 'The public key that signed the guarantee',
  'proof.receiptKey': 'The public key that signed the receipt',
  'proof.verifyLink': 'How to check this site, and what it keeps for how long',
  'proof.supportMessage': 'Message for support',
  'proof.supportMessageHint': 'Send this to support: it names your order and nothing more.',
  'proof.slowNotice': 'This swap is taking much longer than usual:',
  'proof.copyMessage': 'Copy the message',
  'copy.transactionHash': 'transaction hash',
  'copy.supportMessage': 'message for support',
  'notice.hashCopied': 'Transaction hash copied.',
  'notice.supportMessageCopied': 'Message for support copied.',
  // the script-free order page
  'order.refreshNote':
    'This page does not reload by itself while it waits for your deposit, so the address stays selected.',
  'order.checkStatus': 'Check status',
  'order.refreshOn': 'Reload every {seconds} seconds',
  'order.refreshOff': 'Stop reloading',
};

/** The first-load catalogue's messages: every other language's catalogues/<lang>.ts has these. */
export type MainMessages = Record<keyof typeof en, string>;
/** Every message the site shows: the first-load ones and those of the pages loaded on demand. */
export type MessageId = keyof typeof en | InfoMessageId;
export type Messages = Record<MessageId, string>;

export default en satisfies MainMessages;
