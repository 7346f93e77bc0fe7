import type { CoinSymbol } from '../coins.js';

// Fixtures are real-format addresses, correctly encoded from fixed test keys (or well-known public
// addresses where noted). The invalid ones each break exactly one thing, named in their title.

type Cases = Record<string, string>;
export interface CoinCases {
  valid: Cases;
  invalid: Cases;
}

export const EVM: CoinCases = {
  valid: {
    'an all lower-case address': '0x80dc9ebdce828b9ef230e55cc19c231526b1d601',
    'a correctly checksummed mixed-case address': '0xcB5CFd425F6b0786Cb2340BA388a08e7556dc933',
    'another checksummed address': '0xF2c64B18d63F8d2e2AEbFc4113Cc52E8c169Fd5A',
    'the lower-case form of a checksummed address': '0x3e8dc7d16cfe4d642ce89bfe271d07122d400e5f',
    // well-known: the example in multicoin-address-validator's README
    "the fork's README example": '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
  },
  invalid: {
    // 0xcB5C... with the 'B' lowered: still mixed case, so EIP-55 applies and fails
    "a checksummed address with one letter's case flipped":
      '0xcb5CFd425F6b0786Cb2340BA388a08e7556dc933',
    'a Tron address (wrong network)': 'TJnv1CQKeWpwusNpDK4SsYSTC6vTamTeqq',
    'the Tron hex form of an account': '0x4160c6c89641ab126268f157052c83563037c7b370',
    'an address truncated to 39 hex digits': '0x80dc9ebdce828b9ef230e55cc19c231526b1d60',
    'an address without the 0x prefix': '80dc9ebdce828b9ef230e55cc19c231526b1d601',
    'an address with a non-hex character': '0x80dc9ebdce828b9ef230e55cc19c231526b1d60g',
    "a Bitcoin address (other coin's format)": '1DKP6nDeLaPbHmmNhN9tRFPvE8PWoMFicU',
  },
};

export const TRON: CoinCases = {
  valid: {
    'an account address': 'TJnv1CQKeWpwusNpDK4SsYSTC6vTamTeqq',
    'another account address': 'TMfMqsTKRudwWjVdaVugWok5apqX36xdkh',
    'a third account address': 'TWyudp84t9bXSs9MY7ys2UZRme4vRvDFr4',
    // well-known: the USDT (TRC-20) contract
    'a contract address': 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
  },
  invalid: {
    'an address with one character changed (bad checksum)': 'TJnv1CQKeWfwusNpDK4SsYSTC6vTamTeqq',
    'an address with its last character cut off': 'TJnv1CQKeWpwusNpDK4SsYSTC6vTamTeq',
    'the EVM form of the same account (wrong network)':
      '0x60c6c89641ab126268f157052C83563037c7B370',
    'the hex form of the same account': '4160c6c89641ab126268f157052c83563037c7b370',
    // correct base58check, but version byte 0x00 instead of Tron's 0x41
    "a Bitcoin address (other coin's format)": '1DKP6nDeLaPbHmmNhN9tRFPvE8PWoMFicU',
  },
};

const BTC: CoinCases = {
  valid: {
    'a legacy P2PKH address (1...)': '1DKP6nDeLaPbHmmNhN9tRFPvE8PWoMFicU',
    // well-known: the genesis block's address
    'the genesis address': '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa',
    // well-known: the example in both validator packages' READMEs
    "the validators' README example": '1KFzzGtDdnq5hrwxXGjwVnKzRbvf8WVxck',
    'a P2SH address (3...)': '32TKGYoz7rRnQVh4R6tHEtkxdHL7YDY4yx',
    'a bech32 P2WPKH address (bc1q...)': 'bc1qm82cnaszgjem0lczmlry4hkhflwz6rt9h65ylc',
    'a bech32 P2WSH address (bc1q..., 32-byte program)':
      'bc1qfgrdp7hnx2j5wtzcf3srda3zk8t74hg6hzvqcjuz66ufukj0kyhsaj95su',
    'a bech32m taproot address (bc1p...)':
      'bc1ptfnlv3ed6m99r7auvgl2rwhlt8thagjuckumvyetrx038rzdjm5szwwr2x',
    'an upper-case bech32 address': 'BC1QM82CNASZGJEM0LCZMLRY4HKHFLWZ6RT9H65YLC',
  },
  invalid: {
    'a legacy address with one character changed (bad checksum)':
      '1DKP6nDeLaPbxmmNhN9tRFPvE8PWoMFicU',
    'a bech32 address with one character changed (bad checksum)':
      'bc1qm82cnaszgjem0lczqlry4hkhflwz6rt9h65ylc',
    'a taproot address with one character changed (bad checksum)':
      'bc1ptfnlv3ed6m99r7auvgl2rwhlt8xhagjuckumvyetrx038rzdjm5szwwr2x',
    'a testnet P2PKH address (m...)': 'mpuqz3kcvjBCN4BZbndRwjaEVLJqwaT2Fr',
    'a testnet P2SH address (2...)': '2Mt1XLHk1jJw8cHKc6EW9rqkDqdYHMukZwS',
    'a testnet bech32 address (tb1q...)': 'tb1qm82cnaszgjem0lczmlry4hkhflwz6rt9au0hyt',
    'a testnet taproot address (tb1p...)':
      'tb1ptfnlv3ed6m99r7auvgl2rwhlt8thagjuckumvyetrx038rzdjm5s4xcvsf',
    'a legacy address with its last character cut off': '1DKP6nDeLaPbHmmNhN9tRFPvE8PWoMFic',
    'a bech32 address with its last character cut off': 'bc1qm82cnaszgjem0lczmlry4hkhflwz6rt9h65yl',
    'a mixed-case bech32 address': 'bc1qM82cnaszgjem0lczmlry4hkhflwz6rt9h65ylc',
    'a version 0 program with a bech32m checksum': 'bc1qm82cnaszgjem0lczmlry4hkhflwz6rt9zxyg66',
    'a taproot program with a bech32 checksum':
      'bc1ptfnlv3ed6m99r7auvgl2rwhlt8thagjuckumvyetrx038rzdjm5shj700y',
    'a Litecoin legacy address': 'LXYLMzXUREdeYaTXsW9BhGTgSLkntJEaQt',
    'a Litecoin bech32 address': 'ltc1qm82cnaszgjem0lczmlry4hkhflwz6rt9nxwq8g',
    'an Ethereum address': '0x80dc9ebdce828b9ef230e55cc19c231526b1d601',
  },
};

const SOL: CoinCases = {
  valid: {
    'a 43-character address': 'pmGaQZmi1LoBjrAxbH8TzkeSGW4ymcRdTWwjuDwVUwd',
    'another 43-character address': 'FrK8U5tbQFcEe4nyahyZVz54MvKDTCbNxrHxwnGwZXy',
    'a 44-character address': 'FhZTypXxHN7qLyqHrGjC58YRZuq7LLL6QEaEGAqSvQb1',
    'another 44-character address': 'C7LbbhqtdRdzoPdKcD4YQbTVofJ8SADYvBXiW5MkSm79',
    // well-known program ids: 43 characters, and 32 bytes of zeros
    'the token program id': 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
    'the system program id': '11111111111111111111111111111111',
  },
  invalid: {
    // Solana addresses carry no checksum and no network byte: the decoded size is the check.
    '44 characters that decode to 33 bytes': 'zhZTypXxHN7qLyqHrGjC58YRZuq7LLL6QEaEGAqSvQb1',
    '43 characters that decode to 31 bytes': '4HswgVbmKKxUwUKGd1gsqf8JN2XJr2MNwkUrC3VmJ9E',
    'an address truncated to 40 characters': 'FhZTypXxHN7qLyqHrGjC58YRZuq7LLL6QEaEGAqS',
    "an address with '0', which base58 lacks": 'FhZTypXxHN7qLyqHrGjC58YRZuq7LLL6QEaEGAqSvQb0',
    "an address with 'l', which base58 lacks": 'FhZTypXxHN7qLyqHrGjC58YRZuq7LLL6QEaEGAqSvQbl',
    'an Ethereum address': '0x80dc9ebdce828b9ef230e55cc19c231526b1d601',
    'a Bitcoin address (25 bytes)': '1DKP6nDeLaPbHmmNhN9tRFPvE8PWoMFicU',
  },
};

const XRP: CoinCases = {
  valid: {
    'a classic address': 'rHHAoMAmBBPRGDv22MXntqsrBK5suBTPFg',
    'another classic address': 'rH9rWGUrSX2Gqtotxha5NW98NBPBDK79Bt',
    'a third classic address': 'rNXKytDakhT12ZNM253znjztXCPXuyM6H9',
    // well-known: the genesis account
    'the genesis account': 'rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh',
  },
  invalid: {
    'an address with one character changed (bad checksum)': 'rHHAoMAmBBPRxDv22MXntqsrBK5suBTPFg',
    'an address with its last character cut off': 'rHHAoMAmBBPRGDv22MXntqsrBK5suBTPF',
    'a testnet X-address (T...)': 'TVJw4yX9xNBmwU4qnrjLeN2WCRJgmVGLZEY431z3rHZdKth',
    'the same account in the Bitcoin alphabet': '1HHwoMwmBBPRGDvaaMX5tq31BKi3uBTPpg',
    'a Bitcoin address': '1DKP6nDeLaPbHmmNhN9tRFPvE8PWoMFicU',
    'an Ethereum address': '0x80dc9ebdce828b9ef230e55cc19c231526b1d601',
  },
};

const XMR_STANDARD =
  '49pyTwXsirJjN3XuTCaqXoYNM3JP4g6RnMN3S8mY77PL9PR9J6ZkXshbJSQBD5grmGLHCfmkpghPTHkChch9K3dESWgKim7';
const XMR_INTEGRATED =
  '4KXeUkMNL7pjN3XuTCaqXoYNM3JP4g6RnMN3S8mY77PL9PR9J6ZkXshbJSQBD5grmGLHCfmkpghPTHkChch9K3dEeucjhcfheHp6t94ggQ';

const XMR: CoinCases = {
  valid: {
    'a standard address (4...)': XMR_STANDARD,
    'another standard address':
      '45Ugh5wrtkxNV1TBTuCF8zeTtbEdSz6vL3HYMMPEogME8Pd5rr43Y5xS6nMouZXAX1T9RqmUnqMdDRtH8P3w68ZZR8ZGBH4',
    'an integrated address (106 characters)': XMR_INTEGRATED,
    'a subaddress (8...)':
      '87WXF3D5SiVdJBn4wJMVnvf1skBUuz2o9Xpn3cGk9FD2JEt5FDrQ6rtUYYJvZH8hssJNo5jJooxSUAaodWJPcqCEUhs3qhZ',
  },
  invalid: {
    'a standard address with one character changed (bad checksum)':
      '49pyTwXsirJjN3XuTCaqXoYNM3JP4g6RnMN3S8mY77PL9PR9J6xkXshbJSQBD5grmGLHCfmkpghPTHkChch9K3dESWgKim7',
    'an integrated address with one character changed (bad checksum)':
      '4KXeUkMNL7pjN3XuTCaqXoYNM3JP4g6RnMN3S8mY77PL9PR9J6ZkXshbJSQBD5grmGLHCfmkpghPTHkChch9K3dEeucjhcfheHp6x94ggQ',
    'a testnet standard address':
      'A1NWxCC91DQjN3XuTCaqXoYNM3JP4g6RnMN3S8mY77PL9PR9J6ZkXshbJSQBD5grmGLHCfmkpghPTHkChch9K3dESYoZ2G1',
    'a testnet integrated address':
      'AB5By11dcUvjN3XuTCaqXoYNM3JP4g6RnMN3S8mY77PL9PR9J6ZkXshbJSQBD5grmGLHCfmkpghPTHkChch9K3dEeucjhcfheHp6sjXTAG',
    'a testnet subaddress':
      'BdEeXzQSDLMdJBn4wJMVnvf1skBUuz2o9Xpn3cGk9FD2JEt5FDrQ6rtUYYJvZH8hssJNo5jJooxSUAaodWJPcqCEUhxVu3p',
    'a stagenet address':
      '5A31YnSqNTQjN3XuTCaqXoYNM3JP4g6RnMN3S8mY77PL9PR9J6ZkXshbJSQBD5grmGLHCfmkpghPTHkChch9K3dESbgh3yn',
    'a standard address with its last character cut off': XMR_STANDARD.slice(0, -1),
    'an integrated-length address carrying the standard network byte':
      '49pyTwXsirJjN3XuTCaqXoYNM3JP4g6RnMN3S8mY77PL9PR9J6ZkXshbJSQBD5grmGLHCfmkpghPTHkChch9K3dEeucjhcfheHp6vKkAKX',
    'a Bitcoin address': '1DKP6nDeLaPbHmmNhN9tRFPvE8PWoMFicU',
  },
};

const ADA_BASE =
  'addr1q96x4zhulyhpr2vdwpjcgehhxswy2sya2vcdlu7cptzckxky7h0xkc9hky26k8xdxlsdg0ltr7aqyee88h47yxf5l4rsn5j5xx';
const ADA_ICARUS = 'Ae2tdPwUPEZ6ddbpnsFcDirv3HtTR2tVzUfdVYLkypykiHtGUWn5YQXHXVu';

const ADA: CoinCases = {
  valid: {
    'a Shelley base address (addr1q...)': ADA_BASE,
    'a Shelley enterprise address (addr1v...)':
      'addr1vxeq3nhmvhcjy2tp3mxc8sja7cjy3nway2e3qcvgwmjtmjqer74vn',
    'a Byron Icarus address (Ae2...)': ADA_ICARUS,
    'another Byron Icarus address': 'Ae2tdPwUPEYyvc6ZcQ9VQU3E95CQAdzk4UNysHdCdrvHbTcQ9xrTnJcAFrh',
    'a Byron Daedalus address (DdzFF...)':
      'DdzFFzCqrhseHAAduVicaCTVRDdJPPLE4dGS1RLwhVHwbpZSWwHpLgjFcZo96Y29zXDCShsfdC8PFfh6EqRDACao5yq5kiJ36HXFR44u',
  },
  invalid: {
    'a Shelley address with one character changed (bad checksum)':
      'addr1q96x4zhulyhpr2vdwpjcgehhxswy2sya2vcqlu7cptzckxky7h0xkc9hky26k8xdxlsdg0ltr7aqyee88h47yxf5l4rsn5j5xx',
    'a Byron address with one character changed (corrupt encoding)':
      'Ae2tdPwUPEZ6ddbpnsFcDirv3HtTR2xVzUfdVYLkypykiHtGUWn5YQXHXVu',
    // well-formed CBOR whose CRC is off by one bit
    'a Byron address with a wrong CRC':
      'Ae2tdPwUPEZ6ddbpnsFcDirv3HtTR2tVzUfdVYLkypykiHtGUWn5YQXHXVv',
    'a testnet address (addr_test1...)':
      'addr_test1qp6x4zhulyhpr2vdwpjcgehhxswy2sya2vcdlu7cptzckxky7h0xkc9hky26k8xdxlsdg0ltr7aqyee88h47yxf5l4rssz052e',
    'a stake address, which cannot receive payments':
      'stake1u8z0thntvzmmz9dtrnxn0cx58l43lwszvunnm6lzry6063cacvlev',
    'a Shelley address with its last character cut off': ADA_BASE.slice(0, -1),
    'a Byron address with its last character cut off': ADA_ICARUS.slice(0, -1),
    'a Bitcoin bech32 address': 'bc1qm82cnaszgjem0lczmlry4hkhflwz6rt9h65ylc',
    'an Ethereum address': '0x80dc9ebdce828b9ef230e55cc19c231526b1d601',
  },
};
/** Each of the spec's 16 coins with the vectors of how its addresses are written. */
export const VECTORS_BY_COIN: Record<CoinSymbol, CoinCases> = {
  BTC,
  ETH: EVM,
  BNB: EVM,
  USDT: EVM,
  BUSDBSC: EVM,
  DAI: EVM,
  SOL,
  MATIC: EVM,
  ADA,
  XRP,
  XMR,
  USDTTRC: TRON,
  USDTBSC: EVM,
  DAIBSC: EVM,
  AVAX: EVM,
  CRO: EVM,
};
