//! The server's limits, in one place: what any client, however it behaves, can take from it.
//!
//! With them a connection holds at most about 130 KB (the head buffer, one file chunk in
//! flight and hyper's write buffer), so `MAX_CONNECTIONS` bounds memory too, beside the file
//! cache's `CACHE_MAX`, which answers share rather than copy. Measured: 1,024 clients that
//! stopped reading a 32 MB file left the server at 36 MB resident (56 MB at its peak, as they
//! closed), and the 1,025th was answered 503.

use std::time::Duration;

/// The request head (request line and headers) must fit here, or the answer is 431. nginx
/// allows 1 KB plus 4 buffers of 8 KB; browsers send a few KB. hyper's read buffer stops
/// growing at this size, so a head line that never ends costs no more.
pub const MAX_HEAD: usize = 32 * 1024;

/// More header lines than this get 431 too. It is hyper's built-in limit: its parser keeps
/// them on the stack, and naming another number would move every request's parse to the heap.
pub const MAX_HEADERS: usize = 100;

/// From the moment the server waits for a head (a new connection, or the previous answer
/// sent), the whole head must arrive within this, or the connection is closed. It bounds
/// slow senders, and keep-alive idle time too: hyper runs one timer for both. Apache's
/// default keep-alive is 5 s; browsers open a new connection when an idle one is closed.
pub const HEAD_TIMEOUT: Duration = Duration::from_secs(10);

/// An answer whose client reads nothing for this long is abandoned and its connection
/// closed (nginx's `send_timeout` is 60 s; a local server does not wait as long).
pub const SEND_STALL: Duration = Duration::from_secs(20);

/// Connections served at once; one more is answered 503 and closed. Well above what a
/// browser opens (6 per host) or the benchmark's 512, and low enough that memory stays small.
pub const MAX_CONNECTIONS: usize = 1024;

/// New connections the kernel holds until they are accepted. std's 128 dropped the SYNs of
/// a burst (the benchmark opens 512 connections at once), and each waited a second to retry.
pub const BACKLOG: i32 = 1024;

/// Bytes read from a file at a time, for one answer.
pub const FILE_CHUNK: usize = 64 * 1024;

/// Files up to this size are kept in memory once read (`files`), so the next answer costs a
/// stat instead of an open, a read and a close. Every file of the built site is under it (the
/// largest, a script, is about 220 KB); a bigger one is streamed from disk as before, since a
/// few of them would fill the cache and its reads are long anyway.
pub const CACHED_FILE_MAX: u64 = 1024 * 1024;

/// All the cached files together (with their paths). The whole built site, its compressed
/// copies included, is about 8 MB, so it fits several times over; once full, files not in it
/// are streamed from disk, and memory stays bounded whatever is requested.
pub const CACHE_MAX: usize = 32 * 1024 * 1024;

/// After SIGINT or SIGTERM, answers in flight get this long to finish before the process
/// exits anyway (a client that stopped reading must not hold the shutdown).
pub const SHUTDOWN_GRACE: Duration = Duration::from_secs(10);

/// After a failed accept (out of file descriptors, say) the loop waits this long rather than
/// spinning, so the connections being served can finish and free some.
pub const ACCEPT_BACKOFF: Duration = Duration::from_millis(50);
