//! Accepting connections within `limits` and serving each with hyper's HTTP/1.1, on an event
//! loop per core. On SIGINT or SIGTERM they stop taking connections and finish the answers
//! in flight.

use std::convert::Infallible;
use std::sync::Arc;

use std::net::ToSocketAddrs;

use anyhow::Context;
use hyper::server::conn::http1;
use hyper::service::service_fn;
use hyper_util::rt::{TokioIo, TokioTimer};
use hyper_util::server::graceful::GracefulShutdown;
use socket2::{Domain, Socket, Type};
use tokio::net::{TcpListener, TcpStream};
use tokio::sync::{OwnedSemaphorePermit, Semaphore, mpsc};

use crate::limits::{
    ACCEPT_BACKOFF, BACKLOG, HEAD_TIMEOUT, MAX_CONNECTIONS, MAX_HEAD, SEND_STALL, SHUTDOWN_GRACE,
};
use crate::shutdown;
use crate::site::Site;
use crate::stall::Stalled;

/// The whole answer to a connection over `MAX_CONNECTIONS`, written without waiting.
const BUSY: &[u8] = b"HTTP/1.1 503 Service Unavailable\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: 24\r\nRetry-After: 1\r\nConnection: close\r\n\r\n503 Service Unavailable\n";

/// A connection handed to another event loop, with its slot of `MAX_CONNECTIONS`.
type Handed = (std::net::TcpStream, OwnedSemaphorePermit);

/// A non-blocking socket listening on `host`:`port` (the first of its addresses that binds),
/// with room for `BACKLOG` connections not yet accepted.
pub fn listen(host: &str, port: u16) -> std::io::Result<std::net::TcpListener> {
    let mut last = None;
    for address in (host, port).to_socket_addrs()? {
        let bound = (|| {
            let socket = Socket::new(Domain::for_address(address), Type::STREAM, None)?;
            // As std does: a restarted server can listen again at once.
            socket.set_reuse_address(true)?;
            socket.bind(&address.into())?;
            socket.listen(BACKLOG)?;
            socket.set_nonblocking(true)?;
            Ok(socket.into())
        })();
        match bound {
            Ok(listener) => return Ok(listener),
            Err(err) => last = Some(err),
        }
    }
    Err(last.unwrap_or_else(|| std::io::Error::other("the host name has no address")))
}

/// Serves `site` on `listener` (from `listen`) until SIGINT or SIGTERM, calling
/// `started` once the signals are listened for. Returns the signal's name once the answers
/// in flight are finished (or `SHUTDOWN_GRACE` has passed).
///
/// An event loop per core, as nginx has a worker per core: a connection's events wake the
/// thread that serves it, where one runtime whose threads share the work passed them between
/// threads and reached half a core under load. One loop accepts and deals the connections
/// out in turn; loops accepting on their own each took whole bursts, leaving a core idle.
pub fn serve(
    listener: std::net::TcpListener,
    site: Site,
    started: impl FnOnce(),
) -> anyhow::Result<&'static str> {
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    let mut others = Vec::new();
    let mut loops = Vec::new();
    for _ in 1..cores {
        let (hand, handed) = mpsc::unbounded_channel::<Handed>();
        let site = site.clone();
        let event_loop = move || -> anyhow::Result<()> {
            runtime()?.block_on(serve_handed(handed, site));
            Ok(())
        };
        others.push(hand);
        loops.push(std::thread::spawn(event_loop));
    }
    let signal = runtime()?.block_on(async move {
        let listener = TcpListener::from_std(listener).context("cannot listen for connections")?;
        let signals = shutdown::signals()?;
        started();
        let own = Connections::new(site);
        let slots = Arc::new(Semaphore::new(MAX_CONNECTIONS));
        tokio::pin!(signals);
        let mut turn = 0;
        let signal = loop {
            let accepted = tokio::select! {
                accepted = listener.accept() => accepted,
                signal = &mut signals => break signal,
            };
            let stream = match accepted {
                Ok((stream, _)) => stream,
                Err(_) => {
                    // Out of descriptors, or a connection reset before it was taken: the
                    // next accept may work once some connection has closed.
                    tokio::time::sleep(ACCEPT_BACKOFF).await;
                    continue;
                }
            };
            let Ok(slot) = Arc::clone(&slots).try_acquire_owned() else {
                refuse(&stream);
                continue;
            };
            turn = (turn + 1) % cores;
            match (turn.checked_sub(1), stream.into_std()) {
                (None, Ok(stream)) => own.serve(stream, slot),
                (Some(other), Ok(stream)) => {
                    let _ = others[other].send((stream, slot));
                }
                (_, Err(_)) => {}
            }
        };
        // Closed channels tell the other loops to finish theirs.
        drop(listener);
        drop(others);
        own.finish().await;
        anyhow::Ok(signal)
    })?;
    for event_loop in loops {
        if let Ok(Err(err)) = event_loop.join() {
            return Err(err);
        }
    }
    Ok(signal)
}

fn runtime() -> anyhow::Result<tokio::runtime::Runtime> {
    tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .context("cannot start an event loop")
}

/// Serves the connections another loop hands over, until it stops handing them.
async fn serve_handed(mut handed: mpsc::UnboundedReceiver<Handed>, site: Site) {
    let connections = Connections::new(site);
    while let Some((stream, slot)) = handed.recv().await {
        connections.serve(stream, slot);
    }
    connections.finish().await;
}

/// The connections of one event loop.
struct Connections {
    site: Site,
    http: http1::Builder,
    graceful: GracefulShutdown,
}

impl Connections {
    fn new(site: Site) -> Connections {
        let mut http = http1::Builder::new();
        http.timer(TokioTimer::new())
            .header_read_timeout(HEAD_TIMEOUT)
            .max_buf_size(MAX_HEAD)
            .max_header_size(MAX_HEAD);
        Connections {
            site,
            http,
            graceful: GracefulShutdown::new(),
        }
    }

    /// Serves `stream` on this loop; its `slot` is freed when the connection ends.
    fn serve(&self, stream: std::net::TcpStream, slot: OwnedSemaphorePermit) {
        let Ok(stream) = TcpStream::from_std(stream) else {
            return;
        };
        // Small answers go out at once instead of waiting for more bytes to join them.
        let _ = stream.set_nodelay(true);
        let io = TokioIo::new(Stalled::new(stream, SEND_STALL));
        let site = self.site.clone();
        let service = service_fn(move |request| {
            let site = site.clone();
            async move { Ok::<_, Infallible>(site.answer(request).await) }
        });
        let connection = self.graceful.watch(self.http.serve_connection(io, service));
        tokio::spawn(async move {
            // A client that goes away, sends garbage or times out is not the server's error;
            // hyper has already answered what could be answered.
            let _ = connection.await;
            drop(slot);
        });
    }

    /// Waits up to `SHUTDOWN_GRACE` for the answers in flight.
    async fn finish(self) {
        let _ = tokio::time::timeout(SHUTDOWN_GRACE, self.graceful.shutdown()).await;
    }
}

/// Tells a connection over the limit so, without waiting on it: a client that reads nothing
/// gets a closed connection.
fn refuse(stream: &TcpStream) {
    let _ = stream.try_write(BUSY);
}
