import { Injectable } from '@nestjs/common';
import { randomInt } from 'node:crypto';
import { istDate } from '@thindi/india';

/** No 0/O or 1/I: the number is read out over the phone. */
const ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/** PREFIX-YYYYMMDD-XXXXX with India's date and five characters drawn from ALPHABET. */
function readableNumber(prefix: string, now: Date): string {
  const day = istDate(now).replace(/-/g, '');
  const tail = Array.from({ length: 5 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return `${prefix}-${day}-${tail}`;
}

/**
 * TH-20261121-4F7K2: the date (India's, as on the order page and the invoice) makes it readable; 32^5 random endings
 * a day make collisions unlikely.
 */
export function newOrderNumber(now = new Date()): string {
  return readableNumber('TH', now);
}

/** TK-20261202-4F7K2: a ticket (a problem reported), read out like an order number. */
export function newIssueNumber(now = new Date()): string {
  return readableNumber('TK', now);
}

/** Where new order numbers come from (injected, so a test can make two orders draw the same one). */
@Injectable()
export class OrderNumbers {
  next(now = new Date()): string {
    return newOrderNumber(now);
  }

  nextIssue(now = new Date()): string {
    return newIssueNumber(now);
  }
}
