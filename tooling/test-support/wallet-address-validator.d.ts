// The original package ships no types; the decision 024 table's test is its one caller.
declare module 'wallet-address-validator' {
  const WAValidator: {
    validate(address: string, currency: string, networkType?: 'prod' | 'testnet' | 'both'): boolean;
  };
  export default WAValidator;
}
