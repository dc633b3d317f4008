import { HttpException, NotFoundException } from '@nestjs/common';
import { ThrottlerException } from '@nestjs/throttler';
import { isDomainErrorCode } from '@thindi/contracts';
import { DomainError, UnansweredCommandError } from '@thindi/platform';
import { answerFrameworkError, codeForStatus, errorAnswer } from './error-answer';

describe('errorAnswer', () => {
  it('answers a domain error with its status, message and code', () => {
    const error = DomainError.unauthorized('Invalid email or password', 'AUTH.INVALID_CREDENTIALS');
    expect(errorAnswer(error)).toEqual({
      status: 401,
      body: { success: false, message: 'Invalid email or password', code: 'AUTH.INVALID_CREDENTIALS' },
    });
  });

  it('gives the router and the throttler the generic code of their status', () => {
    expect(errorAnswer(new NotFoundException('Cannot GET /api/nope')).body.code).toBe('REQUEST.NOT_FOUND');
    expect(errorAnswer(new ThrottlerException()).body.code).toBe('REQUEST.RATE_LIMITED');
  });

  it("answers Fastify's bad JSON as an invalid request", () => {
    const badJson = Object.assign(new Error('Unexpected token'), { statusCode: 400 });
    expect(errorAnswer(badJson)).toMatchObject({ status: 400, body: { code: 'REQUEST.INVALID' } });
    const tooLarge = Object.assign(new Error('Request body is too large'), { statusCode: 413 });
    expect(errorAnswer(tooLarge)).toMatchObject({ status: 413, body: { code: 'REQUEST.TOO_LARGE' } });
  });

  it('says on a 503 that a change sent without an answer may have taken effect', () => {
    expect(errorAnswer(new UnansweredCommandError())).toEqual({
      status: 503,
      body: {
        success: false,
        message: 'A service did not answer in time; the request may have taken effect',
        code: 'SERVICE.UNAVAILABLE',
        mayHaveTakenEffect: true,
      },
    });
  });

  it('says on a 503 that a call no service received, or one a service refused, did not take effect', () => {
    const undelivered = DomainError.unavailable('The service behind thindi.orders.place has no running instance');
    expect(errorAnswer(undelivered)).toEqual({
      status: 503,
      body: {
        success: false,
        message: 'The service behind thindi.orders.place has no running instance',
        code: 'SERVICE.UNAVAILABLE',
        mayHaveTakenEffect: false,
      },
    });
    expect(errorAnswer(DomainError.conflict('Out of stock')).body).not.toHaveProperty('mayHaveTakenEffect');
  });

  it('reveals nothing of an unexpected failure', () => {
    expect(errorAnswer(new Error('db password is hunter2'))).toEqual({
      status: 500,
      body: { success: false, message: 'Something went wrong on our side', code: 'SERVER.INTERNAL' },
    });
  });

  it('has a catalogue code for every status', () => {
    for (const status of [400, 401, 403, 404, 405, 409, 413, 414, 415, 429, 500, 502, 503]) {
      expect(isDomainErrorCode(codeForStatus(status))).toBe(true);
    }
    expect(errorAnswer(new HttpException('Method Not Allowed', 405)).body.code).toBe('REQUEST.INVALID');
  });

  it("answers the router's own refusals with the envelope and a code", () => {
    const sent: { status?: number; body?: unknown } = {};
    const reply = {
      code: (status: number) => ((sent.status = status), reply),
      header: () => reply,
      send: (body: unknown) => ((sent.body = body), reply),
    };
    const badUrl = Object.assign(new Error("'/api/products/%E0%A4%A' is not a valid url component"), {
      statusCode: 400,
      code: 'FST_ERR_BAD_URL',
    });
    answerFrameworkError(badUrl, {}, reply as never);
    expect(sent).toEqual({
      status: 400,
      body: { success: false, message: badUrl.message, code: 'REQUEST.INVALID' },
    });
  });
});
