import { parentPort, workerData } from 'node:worker_threads';
import type { ListRecord } from '../model/list-record';
import type { Subject } from '../model/subject';
import { buildIndex } from './build-index';
import { loadNicknames } from './nicknames';
import { type ScreenOptions, screenSubject } from './screen';

/** What the parallel screener hands each worker when it starts. */
export interface WorkerSetup {
  records: ListRecord[];
  nicknamesPath?: string;
  options: ScreenOptions;
}

/** One chunk of subjects to screen; the answer carries the same id with one result list per subject. */
export interface ChunkRequest {
  id: number;
  subjects: Subject[];
}

if (!parentPort) throw new Error('parallel-screener-worker runs only as a worker thread');
const port = parentPort;
const setup = workerData as WorkerSetup;
// Each worker holds its own index: indexes are plain objects and cannot be shared between threads.
const index = buildIndex(setup.records, { nicknames: loadNicknames(setup.nicknamesPath) });
port.postMessage({ ready: true });
port.on('message', (request: ChunkRequest) => {
  port.postMessage({ id: request.id, results: request.subjects.map((subject) => screenSubject(index, subject, setup.options)) });
});
