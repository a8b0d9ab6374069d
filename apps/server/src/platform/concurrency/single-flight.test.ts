import { describe, expect, it } from 'vitest';
import { SingleFlight } from './single-flight';

/** A promise and the functions that settle it. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('SingleFlight', () => {
  it('gives asks made while a key is under way the same result from one run of the work', async () => {
    const flights = new SingleFlight<string>();
    const pending = deferred<string>();
    let runs = 0;
    const work = () => {
      runs++;
      return pending.promise;
    };
    const first = flights.run('a', work);
    const second = flights.run('a', work);
    pending.resolve('done');
    expect(await Promise.all([first, second])).toEqual(['done', 'done']);
    expect(runs).toBe(1);
  });

  it('runs the work of different keys separately', async () => {
    const flights = new SingleFlight<string>();
    expect(await Promise.all([flights.run('a', async () => 'A'), flights.run('b', async () => 'B')])).toEqual(['A', 'B']);
  });

  it('starts afresh once the work has finished', async () => {
    const flights = new SingleFlight<number>();
    let runs = 0;
    await flights.run('a', async () => ++runs);
    expect(await flights.run('a', async () => ++runs)).toBe(2);
  });

  it('gives a failure to every ask that waited and keeps nothing of it', async () => {
    const flights = new SingleFlight<string>();
    const pending = deferred<string>();
    const first = flights.run('a', () => pending.promise);
    const second = flights.run('a', () => pending.promise);
    pending.reject(new Error('database gone'));
    await expect(first).rejects.toThrow('database gone');
    await expect(second).rejects.toThrow('database gone');
    expect(await flights.run('a', async () => 'recovered')).toBe('recovered');
  });
});
