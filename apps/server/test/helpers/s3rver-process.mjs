// A fake S3 server (s3rver) in a process of its own, for test/storage-s3.test.ts:
//   node --openssl-legacy-provider s3rver-process.mjs <directory>
// listens on 127.0.0.1 on a free port, stores objects in <directory>, prints `{"port":N}` on
// one line once it listens, and stops on SIGTERM or when its standard input closes (the test
// process ended), so it never outlives the test run.
//
// Why a process of its own: s3rver 3.7.1 (its last release) encrypts ListObjectsV2
// continuation tokens with single DES, which OpenSSL 3 keeps in its legacy provider only; in
// the test worker every listing of more than one page would answer 500
// (ERR_OSSL_EVP_UNSUPPORTED). The flag turns that provider on for this process alone.
import S3rver from 's3rver';

const directory = process.argv[2];
if (!directory) {
  console.error('usage: node --openssl-legacy-provider s3rver-process.mjs <directory>');
  process.exit(2);
}

const server = new S3rver({ address: '127.0.0.1', port: 0, directory, silent: true });

// s3rver deletes the keys of one DeleteObjects request concurrently, each then pruning its empty
// folders; two keys in one folder race and the request answers 500 (ENOENT: its issue
// jamhall/s3rver#788, whose fix, PR #789, was never released). Its own file deletions run one
// at a time here; the S3 protocol the SDK sees is unchanged.
const store = server.store;
const deleteObject = store.deleteObject.bind(store);
let queue = Promise.resolve();
store.deleteObject = (...args) => {
  const next = queue.then(() => deleteObject(...args));
  queue = next.catch(() => undefined);
  return next;
};

const { port } = await server.run();
process.stdout.write(`${JSON.stringify({ port })}\n`);

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  await server.close();
  process.exit(0);
}
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
process.stdin.on('end', stop);
process.stdin.on('error', stop);
process.stdin.resume();
