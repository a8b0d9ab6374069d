import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres } from './embedded-postgres';
import { freePort } from './free-port';

/*
 * Backup and restore of a DATA_DIR (docs/operations.md "Backup and restore"): the embedded PostgreSQL
 * cluster, the stored files and the generated data key. The cluster is copied as files (a base backup
 * made with PostgreSQL's own pg_backup_start/pg_backup_stop while it runs, or a plain copy while it is
 * stopped), because the embedded-postgres package ships no pg_dump and an older pg_dump refuses a newer
 * server (decision 86). Restoring it needs the same PostgreSQL major version, which the package pins.
 */

/** What a backup folder holds besides its copies, written as manifest.json. */
export interface BackupManifest {
  createdAt: string;
  /** online: copied from the running server between pg_backup_start and pg_backup_stop; offline: the server was stopped. */
  method: 'online' | 'offline';
  postgresVersion: string;
  /** 'file': DATA_DIR/data-key is in the backup; 'environment': the key is DATA_KEY, kept by whoever sets it. */
  dataKey: 'file' | 'environment';
  files: number;
}

/** Not copied from a cluster: they belong to the running server (PostgreSQL's base backup rules). */
const RUNTIME_ONLY = new Set(['postmaster.pid', 'postmaster.opts']);
const EMPTIED_FOLDERS = new Set(['pg_replslot', 'pg_dynshmem', 'pg_notify', 'pg_serial', 'pg_snapshots', 'pg_stat_tmp', 'pg_subtrans']);

export async function backupDataDir(options: {
  dataDir: string;
  embeddedPort: number;
  dataKeyFromEnvironment: boolean;
  target: string;
}): Promise<BackupManifest> {
  const clusterDir = path.join(options.dataDir, 'postgres');
  if (!fs.existsSync(path.join(clusterDir, 'PG_VERSION'))) throw new Error(`No embedded PostgreSQL cluster in ${clusterDir}.`);
  if (fs.existsSync(options.target) && fs.readdirSync(options.target).length > 0) {
    throw new Error(`${options.target} is not empty; back up into a new folder.`);
  }
  fs.mkdirSync(options.target, { recursive: true });

  const running = await connectToCluster(options.embeddedPort, clusterDir);
  let method: BackupManifest['method'] = 'offline';
  let postgresVersion = fs.readFileSync(path.join(clusterDir, 'PG_VERSION'), 'utf8').trim();
  if (running) {
    // A non-exclusive base backup: this session stays open from start to stop.
    method = 'online';
    try {
      postgresVersion = (await running.query<{ server_version: string }>('SHOW server_version')).rows[0]!.server_version;
      await running.query(`SELECT pg_backup_start('vendorproof backup', true)`);
      copyCluster(clusterDir, path.join(options.target, 'postgres'), { skipWal: true });
      const stopped = await running.query<{ labelfile: string; spcmapfile: string }>(
        'SELECT labelfile, spcmapfile FROM pg_backup_stop(false)',
      );
      // The WAL written up to pg_backup_stop makes the copied files consistent when the restore starts.
      copyTree(path.join(clusterDir, 'pg_wal'), path.join(options.target, 'postgres', 'pg_wal'));
      fs.writeFileSync(path.join(options.target, 'postgres', 'backup_label'), stopped.rows[0]!.labelfile);
      if (stopped.rows[0]!.spcmapfile)
        fs.writeFileSync(path.join(options.target, 'postgres', 'tablespace_map'), stopped.rows[0]!.spcmapfile);
    } finally {
      await running.end();
    }
  } else {
    copyCluster(clusterDir, path.join(options.target, 'postgres'), { skipWal: false });
  }

  const filesDir = path.join(options.dataDir, 'files');
  const files = fs.existsSync(filesDir) ? copyTree(filesDir, path.join(options.target, 'files'), (name) => name !== 'tmp') : 0;
  const keyFile = path.join(options.dataDir, 'data-key');
  const dataKey = options.dataKeyFromEnvironment || !fs.existsSync(keyFile) ? 'environment' : 'file';
  if (dataKey === 'file') fs.copyFileSync(keyFile, path.join(options.target, 'data-key'));
  const manifest: BackupManifest = { createdAt: new Date().toISOString(), method, postgresVersion, dataKey, files };
  fs.writeFileSync(path.join(options.target, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  if (dataKey === 'file') fs.chmodSync(path.join(options.target, 'data-key'), 0o600);
  return manifest;
}

/**
 * Restores a backup into a DATA_DIR that holds no database yet, then starts the cluster once (on a free
 * port) so PostgreSQL replays the backup's WAL, and answers the number of applied migrations it finds.
 */
export async function restoreDataDir(options: {
  source: string;
  dataDir: string;
  databaseName: string;
}): Promise<{ manifest: BackupManifest; migrations: number }> {
  const manifestFile = path.join(options.source, 'manifest.json');
  if (!fs.existsSync(manifestFile)) throw new Error(`${options.source} is not a backup (no manifest.json).`);
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as BackupManifest;
  const clusterDir = path.join(options.dataDir, 'postgres');
  if (fs.existsSync(clusterDir) && fs.readdirSync(clusterDir).length > 0) {
    throw new Error(`${clusterDir} already holds a database; restore into a new DATA_DIR.`);
  }
  fs.mkdirSync(options.dataDir, { recursive: true });
  copyTree(path.join(options.source, 'postgres'), clusterDir);
  fs.chmodSync(clusterDir, 0o700);
  handToPostgresUser(clusterDir);
  if (fs.existsSync(path.join(options.source, 'files'))) copyTree(path.join(options.source, 'files'), path.join(options.dataDir, 'files'));
  if (manifest.dataKey === 'file') {
    fs.copyFileSync(path.join(options.source, 'data-key'), path.join(options.dataDir, 'data-key'));
    fs.chmodSync(path.join(options.dataDir, 'data-key'), 0o600);
  }

  const server = await startEmbeddedPostgres({ dataDir: clusterDir, port: await freePort() });
  try {
    const client = new pg.Client({ connectionString: server.url.replace(/\/postgres$/, `/${options.databaseName}`) });
    await client.connect();
    try {
      const { rows } = await client.query<{ n: number }>('SELECT count(*)::int AS n FROM schema_migrations');
      return { manifest, migrations: rows[0]!.n };
    } finally {
      await client.end();
    }
  } finally {
    await server.stop();
  }
}

/** A session on the embedded server of this cluster when it runs (checked by its data directory), else undefined. */
async function connectToCluster(port: number, clusterDir: string): Promise<pg.Client | undefined> {
  const client = new pg.Client({
    connectionString: `postgres://postgres:postgres@127.0.0.1:${port}/postgres`,
    connectionTimeoutMillis: 3_000,
  });
  try {
    await client.connect();
  } catch {
    return undefined;
  }
  const { rows } = await client.query<{ data_directory: string }>('SHOW data_directory');
  if (path.resolve(rows[0]!.data_directory) !== path.resolve(clusterDir)) {
    await client.end();
    throw new Error(`The PostgreSQL on port ${port} serves ${rows[0]!.data_directory}, not ${clusterDir}; set EMBEDDED_POSTGRES_PORT.`);
  }
  return client;
}

function copyCluster(from: string, to: string, options: { skipWal: boolean }): void {
  fs.mkdirSync(to, { recursive: true, mode: 0o700 });
  for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
    if (RUNTIME_ONLY.has(entry.name)) continue;
    const target = path.join(to, entry.name);
    if (entry.isDirectory() && (EMPTIED_FOLDERS.has(entry.name) || (options.skipWal && entry.name === 'pg_wal'))) {
      fs.mkdirSync(target, { recursive: true, mode: 0o700 });
      continue;
    }
    copyEntry(path.join(from, entry.name), target, entry);
  }
}

/** Copies a folder; files that vanish while it runs (a live server's temporary files) are left out. Answers the files copied. */
function copyTree(from: string, to: string, include: (name: string) => boolean = () => true): number {
  fs.mkdirSync(to, { recursive: true });
  let count = 0;
  for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
    if (!include(entry.name)) continue;
    count += copyEntry(path.join(from, entry.name), path.join(to, entry.name), entry);
  }
  return count;
}

function copyEntry(from: string, to: string, entry: fs.Dirent): number {
  if (entry.isDirectory()) return copyTree(from, to);
  try {
    fs.copyFileSync(from, to);
    return 1;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw error;
  }
}

/** As root, PostgreSQL runs as the `postgres` system user (created as embedded-postgres does) and must own its folder. */
function handToPostgresUser(clusterDir: string): void {
  if (os.userInfo().uid !== 0) return;
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
  try {
    id('-u');
  } catch {
    execFileSync('groupadd', ['-f', 'postgres']);
    execFileSync('useradd', ['-g', 'postgres', 'postgres']);
  }
  execFileSync('chown', ['-R', `${id('-u')}:${id('-g')}`, clusterDir]);
}
