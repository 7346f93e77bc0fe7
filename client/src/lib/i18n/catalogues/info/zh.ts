import type { InfoMessages } from './en.js';

const zh: InfoMessages = {
  'hiw.title': '使用说明',
  'hiw.lede':
    '无需账户，无需连接钱包，无需身份证明。您的币会绕道门罗币和两家相互独立的交易所，到达您的钱包时与来源之间不存在任何公开关联。大多数兑换约需 {minutes} 分钟；客服全天候在线。',
  'hiw.ledePrivate':
    '无需账户，无需连接钱包，无需身份证明。选择私密路线时，您的币会绕道门罗币和两家相互独立的交易所，其中任何一家都看不到兑换的两端；直接报价则是由一家交易所完成的兑换。大多数兑换约需 {minutes} 分钟；客服全天候在线。',
  'hiw.ledeDirect':
    '无需账户，无需连接钱包，无需身份证明。一家交易所将您的币直接兑换为您想要的币，并发送到您的钱包。大多数兑换约需 {minutes} 分钟；客服全天候在线。',
  'hiw.guideTitle': '六步完成兑换',
  'hiw.stepOf': '第 {index} 步，共 {count} 步',
  'hiw.resume': '继续播放指南',
  'hiw.pause': '暂停播放指南',
  'hiw.previousStep': '上一步',
  'hiw.nextStep': '下一步',
  'hiw.steps': '步骤',
  'hiw.goToStep': '转到第 {index} 步：{head}',
  'hiw.stepLabel': '第 {index} 步',
  'hiw.ofCount': '（共 {count} 步）',
  'hiw.messageSupport': '联系客服',
  'hiw.step1Head': '选择币对',
  'hiw.step1Desc': '选择您要发送的币和要接收的币。支持的币种可任意组合，双向均可。',
  'hiw.step2Head': '输入数量',
  'hiw.step2Desc':
    '输入您要发送的数量。我们汇总多家交易所的汇率，选择成本最低的路径，并显示您预计可收到的数量。',
  'hiw.step3Head': '填写接收地址',
  'hiw.step3Desc':
    '粘贴用于接收新币的钱包地址。地址必须符合所接收币种的格式：例如 ETH 地址以 0x 开头。我们会在创建订单前进行校验。',
  'hiw.step4Head': '发送充值',
  'hiw.step4Desc':
    '订单页面会显示为本次兑换生成的充值地址。请从您自己掌控的钱包（而不是交易所账户）通过一笔交易向该地址发送准确的数量。',
  'hiw.step5Head': '完成',
  'hiw.step5Desc':
    '就这么简单。保持订单页面打开或保存其链接，即可跟踪您的币经过的每个阶段，直至到账：平均约 {minutes} 分钟。',
  'hiw.step6Head': '有疑问？联系客服',
  'hiw.step6Desc': '我们的客服团队全天候在线。把您的订单 ID 发给机器人，我们会与您一起查看。',
  'hiw.hoodTitle': '幕后发生了什么',
  'hiw.hoodSlider': '一次兑换的流转过程',
  'hiw.card1Title': '兑换',
  'hiw.card1Desc': '您的充值在第一家交易所被兑换为隐私币门罗币（XMR）。',
  'hiw.card2Title': '匿名化',
  'hiw.card2Desc':
    'XMR 被发送到另一家毫无关联的交易所。门罗币隐藏发送方、接收方和金额，公开的踪迹就此中断。',
  'hiw.card3Title': '无影无踪',
  'hiw.card3Desc': '第二家交易所将 XMR 兑换为您要的币，并发送到您的接收地址。',
  'hiw.card4Title': '安全',
  'hiw.card4Desc':
    '无需账户，无需身份证明，无需连接钱包。我们的日志从不保存您的地址，链上也没有任何信息能把您的发送钱包与接收钱包联系起来。',
  'hiw.whyWorksTitle': '为什么可行',
  'hiw.whyWorks1':
    '在大多数区块链上，每笔付款都是公开的：任何知道您某个地址的人都能追查资金从哪里来、接下来去了哪里。门罗币的设计不同。它的交易会隐藏发送方、接收方和金额，因此进入门罗币的踪迹无法在其中继续追踪。',
  'hiw.whyWorks2':
    '您的兑换正是利用了这一点。第一家交易所把您的币换成 XMR，XMR 转到第二家交易所，只有第二家交易所支付您要的币。在公开记录中，您的发送钱包与接收钱包之间没有任何联系。',
  'hiw.whyWorks3':
    '隐私还取决于我们路径之外的使用习惯：从已与您身份关联的钱包发送，或重复使用地址，本身就可能留下线索。',
  'hiw.whyBuiltTitle': '我们为什么做这个',
  'hiw.whyBuilt1':
    '财务隐私应当是常态，而不是可疑之事。没有人会公开自己的银行流水，而公开地址对每个使用者来说差不多就是在这样做。',
  'hiw.whyBuilt2':
    '过去，想要隐私就意味着注册、身份验证、浏览器钱包，以及在交易所之间多次手动转账。我们想要的只是一张表单：选择币对、粘贴地址、发送，然后在一个页面上跟踪订单。无需创建账户，无需连接任何东西，我们这边也没有任何把您的地址关联起来的日志。',
  'hiw.testimonials': '用户评价',
  'hiw.sampleReviews': '示例评价：在发布真实评价之前，用于展示本栏目的样式。',
  'hiw.reviews': '评价',
  'hiw.rated': '评分 {stars}/{max}',
  'stake.title': '质押',
  'stake.comingSoon': '即将推出',
  'stake.note':
    '质押尚未上线。本页面预览其运作方式：未连接任何钱包，这里的操作不会转移资金，数字仅为示意。',
  'stake.choosePlan': '选择方案',
  'stake.apy': '年化 {percent}%',
  'stake.locked': '锁定 {days} 天',
  'stake.selected': '已选择',
  'stake.walletBalance': '钱包余额',
  'stake.amountToStake': '质押数量',
  'stake.plan': '方案',
  'stake.planValue': '年化 {percent}%，{days} 天',
  'stake.participation': '资金池占比',
  'stake.estimate': '预计年收益：<strong>{amount}</strong>（年化 {percent}%）',
  'stake.approve': '授权',
  'stake.stake': '质押',
  'stake.redeem': '赎回',
  'stake.staked': '已质押',
  'stake.rewards': '已获奖励',
  'stake.redeemableFrom': '可赎回日期',
  'stake.example': '示例：今天开始的 {days} 天方案',
  'stake.soonMessage':
    '“{action, select, approve {授权} redeem {赎回} other {质押}}”功能即将推出：质押尚未上线，因此没有发送或签署任何内容。',
  'verify.title': '验证本站',
  'verify.intro': '代码、签名密钥以及我们保存的内容，无需信任我们即可验证。',
  'verify.running': '当前运行的版本',
  'verify.commit': '源代码提交',
  'verify.fingerprint': '签名密钥指纹（SHA-256）',
  'verify.currentKey': '当前公钥',
  'verify.digest': '页面文件摘要（dist/client）',
  'verify.rebuildTitle': '重新构建并比较',
  'verify.rebuildCheckout': '获取源代码并切换到此提交：',
  'verify.rebuildBuild': '构建（Node.js 20.19 或更高版本）：',
  'verify.rebuildDigest': '计算摘要：',
  'verify.rebuildCompare': '结果必须与上方摘要一致。',
  'verify.keyTitle': '签名密钥',
  'verify.keyFingerprint': '公钥指纹必须与上方一致：',
  'verify.keyDocuments':
    '每份文档都注明了签署它的密钥 ID 及该密钥的获取位置。将密钥保存为 signing-key.pem，然后验证文档：',
  'verify.keptTitle': '我们保存什么、保存多久',
  'verify.keptOrder': '订单与服务商的关联、保证书和收据：订单结束后保存 {days} 天。',
  'verify.keptUnended': '从未看到结束的订单：最多保存 {days} 天。',
  'verify.keptKeys': '订单请求的回复（防止重复下单）：{minutes} 分钟。',
  'verify.keptAlerts': '未发出的客服提醒（缩短的 ID）：{days} 天。',
  'verify.keptNever': '从不保存：IP 地址、Cookie；日志中也没有钱包地址和完整订单 ID。',
  'stake.offWithoutScript':
    '这些按钮仅在启用 JavaScript 时可用，而且质押尚未上线：此处无法发送或签署任何内容。',
  'hiw.review1a': '我把一些 BNB 换成了 ETH，不用注册账户，也不用连接钱包。',
  'hiw.review1b': '订单页面显示了每个阶段，币大约二十分钟就到账了。',
  'hiw.review2a': '一开始我输错了地址格式，表单在发送任何东西之前就发现了。',
  'hiw.review2b': '凌晨两点，客服回答了我的问题。',
  'hiw.review3a': '我喜欢兑换路线经过门罗币和两家相互独立的交易所。',
  'hiw.review3b': '没有可被盗的账户，也没有任何东西能把我的两个钱包联系起来。',
  'hiw.step2DescDirect': '输入您要发送的数量。我们向交易所询价，并显示您预计可收到的数量。',
  'hiw.hoodTitlePrivate': '私密路线上发生了什么',
  'hiw.card2DescPrivate':
    '第一家交易所将 XMR 直接支付给另一家服务商的交易所。门罗币隐藏发送方、接收方和金额，公开的踪迹就此中断。',
  'hiw.card1DescDirect': '一家交易所将您的充值直接兑换为您要的币。',
  'hiw.card2TitleDirect': '核验',
  'hiw.card2DescDirect':
    '我们将交易所的每次回复与您的订单和市场汇率进行核对，并对提供给您的条款签名。',
  'hiw.card3TitleDirect': '到账',
  'hiw.card3DescDirect': '同一家交易所将新币发送到您的接收地址。',
  'hiw.card4TitleDirect': '请注意',
  'hiw.card4DescDirect':
    '无需账户，无需身份证明，无需连接钱包，我们的日志也从不保存您的地址。但这家交易所能同时看到您的充值和付款，因此仅靠这条路线无法切断您钱包之间的踪迹。',
  'hiw.whyWorks2Private':
    '私密路线正是利用了这一点。第一家交易所把您的币换成 XMR 并直接支付给第二家交易所，只有第二家交易所支付您要的币：任何一家都无法同时看到您的充值和接收地址，在公开记录中两个钱包之间也没有任何联系。直接报价则是由一家交易所完成的兑换，这家交易所能看到两端。',
  'hiw.whyDirectTitle': '直接兑换能隐藏什么，不能隐藏什么',
  'hiw.whyDirect1':
    '直接兑换无需账户、身份证明或连接钱包，我们的日志也从不保存您的地址。交易所只获得兑换所需的信息：您发送的币和收款地址。',
  'hiw.whyDirect2':
    '它无法切断您钱包之间的踪迹。交易所能同时看到您的充值和付款；在公开记录中，任何人按金额和时间将两者对应起来，就能把它们联系在一起。',
  'hiw.review3aPrivate': '我选了私密路线：它经过门罗币和两家相互独立的交易所。',
  'hiw.review3aDirect': '订单页面写明了由哪家交易所完成我的兑换，我还能自己核验签名的条款。',
  'hiw.review3bDirect': '没有可被盗的账户，也无需连接钱包。',
};

export default zh;
