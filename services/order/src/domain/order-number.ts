import { Injectable } from '@nestjs/common';
import { randomInt } from 'node:crypto';
import { istDate } from '@thindi/india';

/** No 0/O or 1/I: the number is read out over the phone. */
const ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/**
 * TH-20261121-4F7K2: the date (India's, as on the order page and the invoice) makes it readable; 32^5 random endings
 * a day make collisions unlikely.
 */
export function newOrderNumber(now = new Date()): string {
  const day = istDate(now).replace(/-/g, '');
  const tail = Array.from({ length: 5 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return `TH-${day}-${tail}`;
}

/** Where new order numbers come from (injected, so a test can make two orders draw the same one). */
@Injectable()
export class OrderNumbers {
  next(now = new Date()): string {
    return newOrderNumber(now);
  }
}
