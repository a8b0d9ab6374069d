import { describe, expect, it } from 'vitest';
import { classifyError, parseErrorEnvelope } from './api-error';

describe('UI Error type', () => {
  it('is Client Timeout when no response came and the timeout was exceeded', () => {
    expect(classifyError({ status: 0, message: 'timeout of 120000ms exceeded' })).toBe('Client Timeout');
  });
  it('is Server Timeout for 504', () => {
    expect(classifyError({ status: 504, message: 'Gateway Timeout' })).toBe('Server Timeout');
  });
  it('is Server Error for other 5xx', () => {
    expect(classifyError({ status: 500, message: 'x' })).toBe('Server Error');
    expect(classifyError({ status: 599, message: 'x' })).toBe('Server Error');
  });
  it('is Client Error for 4xx', () => {
    expect(classifyError({ status: 400, message: 'x' })).toBe('Client Error');
    expect(classifyError({ status: 499, message: 'x' })).toBe('Client Error');
  });
  it('is Unknown Error otherwise', () => {
    expect(classifyError({ status: 0, message: 'Network Error' })).toBe('Unknown Error');
    expect(classifyError({ status: 302, message: 'x' })).toBe('Unknown Error');
  });
});

describe('error envelope', () => {
  it('reads code, message and field errors', () => {
    expect(parseErrorEnvelope({ error: { code: 'VALIDATION_FAILED', message: 'Bad', fieldErrors: { email: 'Invalid email' } } })).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'Bad',
      fieldErrors: { email: 'Invalid email' },
    });
  });
  it('ignores other shapes', () => {
    expect(parseErrorEnvelope({ status: 'other', messages: [] })).toBeUndefined();
    expect(parseErrorEnvelope('oops')).toBeUndefined();
  });
  it('refuses a malformed envelope: no message, an unknown code or a field error that is not text', () => {
    expect(parseErrorEnvelope({ error: { code: 'CONFLICT' } })).toBeUndefined();
    expect(parseErrorEnvelope({ error: { code: 'TEAPOT', message: 'Short and stout' } })).toBeUndefined();
    expect(parseErrorEnvelope({ error: { code: 'VALIDATION_FAILED', message: 'Bad', fieldErrors: { email: 1 } } })).toBeUndefined();
  });
});
