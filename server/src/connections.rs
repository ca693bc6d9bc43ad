//! Accepting connections within `limits` and serving each with hyper's HTTP/1.1, until the
//! shutdown signal; then the answers in flight are finished before `serve` returns.

use std::convert::Infallible;
use std::future::Future;
use std::sync::Arc;

use hyper::server::conn::http1;
use hyper::service::service_fn;
use hyper_util::rt::{TokioIo, TokioTimer};
use hyper_util::server::graceful::GracefulShutdown;
use tokio::net::{TcpListener, TcpStream};
use tokio::sync::Semaphore;

use crate::limits::{
    ACCEPT_BACKOFF, HEAD_TIMEOUT, MAX_CONNECTIONS, MAX_HEAD, SEND_STALL, SHUTDOWN_GRACE,
};
use crate::site::Site;
use crate::stall::Stalled;

/// The whole answer to a connection over `MAX_CONNECTIONS`, written without waiting.
const BUSY: &[u8] = b"HTTP/1.1 503 Service Unavailable\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: 24\r\nRetry-After: 1\r\nConnection: close\r\n\r\n503 Service Unavailable\n";

/// Serves `site` on `listener` until `stop` ends, then waits up to `SHUTDOWN_GRACE` for the
/// answers in flight. Returns what `stop` returned.
pub async fn serve<S>(listener: TcpListener, site: Site, stop: impl Future<Output = S>) -> S {
    let slots = Arc::new(Semaphore::new(MAX_CONNECTIONS));
    let graceful = GracefulShutdown::new();
    let mut http = http1::Builder::new();
    http.timer(TokioTimer::new())
        .header_read_timeout(HEAD_TIMEOUT)
        .max_buf_size(MAX_HEAD)
        .max_header_size(MAX_HEAD);
    tokio::pin!(stop);
    let stopped = loop {
        let accepted = tokio::select! {
            accepted = listener.accept() => accepted,
            stopped = &mut stop => break stopped,
        };
        let stream = match accepted {
            Ok((stream, _)) => stream,
            Err(_) => {
                // Out of descriptors, or a connection reset before it was taken: the next
                // accept may work once some connection has closed.
                tokio::time::sleep(ACCEPT_BACKOFF).await;
                continue;
            }
        };
        let Ok(slot) = Arc::clone(&slots).try_acquire_owned() else {
            refuse(&stream);
            continue;
        };
        // Small answers go out at once instead of waiting for more bytes to join them.
        let _ = stream.set_nodelay(true);
        let io = TokioIo::new(Stalled::new(stream, SEND_STALL));
        let site = site.clone();
        let service = service_fn(move |request| {
            let site = site.clone();
            async move { Ok::<_, Infallible>(site.answer(request).await) }
        });
        let connection = graceful.watch(http.serve_connection(io, service));
        tokio::spawn(async move {
            // A client that goes away, sends garbage or times out is not the server's error;
            // hyper has already answered what could be answered.
            let _ = connection.await;
            drop(slot);
        });
    };
    drop(listener);
    let _ = tokio::time::timeout(SHUTDOWN_GRACE, graceful.shutdown()).await;
    stopped
}

/// Tells a connection over the limit so, without waiting on it: a client that reads nothing
/// gets a closed connection.
fn refuse(stream: &TcpStream) {
    let _ = stream.try_write(BUSY);
}
