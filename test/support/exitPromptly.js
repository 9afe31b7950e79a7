// A jest worker ends when jest tells it to: it drops its message listener and its event loop runs dry. Node then
// frees the worker's heap (180–330 MB after a run of suites) before the process is gone, and with four workers doing
// so at once on two cores that took 330–600 ms, past the 500 ms jest waits before it kills the worker and prints "A
// worker process has failed to exit gracefully" — with no handle open (at the end only the IPC pipes are left, and
// 'exit' is emitted within 10 ms). A worker reaching 'exit' has nothing left to run, so it exits there, as
// process.exit() does, without freeing memory the system takes back anyway. A handle left open still keeps the loop
// alive, never reaches 'exit', and jest still says so.
let installed = false;

/** In a jest worker (a forked process), exits as soon as 'exit' is emitted. Once per process. */
module.exports = function exitPromptly() {
  if (installed || !process.send || !process.env.JEST_WORKER_ID) return;
  installed = true;
  process.once('exit', (code) => process.exit(code));
};
