// One order id for the tests of what reads or shortens ids: 22 characters, with every kind the
// id allows (upper and lower case, digits, '-' and '_'), so no kind goes untried.

export const SAMPLE_ORDER_ID = 'AbCdEf0123456789_-xYzW';
