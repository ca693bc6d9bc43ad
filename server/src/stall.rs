//! A connection whose writes stall is closed: hyper has no send timeout, and a client that
//! stops reading mid-answer would otherwise hold its connection (and a slot of
//! `MAX_CONNECTIONS`) for as long as it stays open.

use std::io;
use std::pin::Pin;
use std::task::{Context, Poll, ready};
use std::time::Duration;

use tokio::io::{AsyncRead, AsyncWrite, ReadBuf};
use tokio::time::{Sleep, sleep};

/// `inner`, with writes that fail once they have made no progress for `limit`.
pub struct Stalled<T> {
    inner: T,
    limit: Duration,
    /// Armed when a write first waits; disarmed by any progress.
    deadline: Option<Pin<Box<Sleep>>>,
}

impl<T> Stalled<T> {
    pub fn new(inner: T, limit: Duration) -> Stalled<T> {
        Stalled {
            inner,
            limit,
            deadline: None,
        }
    }

    /// Passes a write's result on, and turns a wait that has lasted too long into an error.
    fn watch<R>(&mut self, cx: &mut Context<'_>, poll: Poll<io::Result<R>>) -> Poll<io::Result<R>> {
        if poll.is_ready() {
            self.deadline = None;
            return poll;
        }
        let limit = self.limit;
        let deadline = self.deadline.get_or_insert_with(|| Box::pin(sleep(limit)));
        ready!(deadline.as_mut().poll(cx));
        Poll::Ready(Err(io::Error::new(
            io::ErrorKind::TimedOut,
            "the client read nothing of its answer for too long",
        )))
    }
}

impl<T: AsyncRead + Unpin> AsyncRead for Stalled<T> {
    fn poll_read(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &mut ReadBuf<'_>,
    ) -> Poll<io::Result<()>> {
        Pin::new(&mut self.inner).poll_read(cx, buf)
    }
}

impl<T: AsyncWrite + Unpin> AsyncWrite for Stalled<T> {
    fn poll_write(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &[u8],
    ) -> Poll<io::Result<usize>> {
        let poll = Pin::new(&mut self.inner).poll_write(cx, buf);
        self.watch(cx, poll)
    }

    fn poll_write_vectored(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        bufs: &[io::IoSlice<'_>],
    ) -> Poll<io::Result<usize>> {
        let poll = Pin::new(&mut self.inner).poll_write_vectored(cx, bufs);
        self.watch(cx, poll)
    }

    fn is_write_vectored(&self) -> bool {
        self.inner.is_write_vectored()
    }

    fn poll_flush(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        let poll = Pin::new(&mut self.inner).poll_flush(cx);
        self.watch(cx, poll)
    }

    fn poll_shutdown(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        let poll = Pin::new(&mut self.inner).poll_shutdown(cx);
        self.watch(cx, poll)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tokio::io::AsyncWriteExt;
    use tokio::time::Instant;

    #[tokio::test(start_paused = true)]
    async fn a_write_nobody_reads_fails_after_the_limit() {
        let (near, _far) = tokio::io::duplex(16);
        let mut stalled = Stalled::new(near, Duration::from_secs(20));
        let started = Instant::now();
        let err = stalled.write_all(&[0; 64]).await.unwrap_err();
        assert_eq!(err.kind(), io::ErrorKind::TimedOut);
        assert!(started.elapsed() >= Duration::from_secs(20));
    }

    #[tokio::test(start_paused = true)]
    async fn a_slow_reader_that_keeps_reading_is_served() {
        let (near, mut far) = tokio::io::duplex(16);
        let reader = tokio::spawn(async move {
            let mut got = Vec::new();
            let mut buf = [0; 16];
            while got.len() < 256 {
                tokio::time::sleep(Duration::from_secs(5)).await;
                let n = tokio::io::AsyncReadExt::read(&mut far, &mut buf)
                    .await
                    .unwrap();
                got.extend_from_slice(&buf[..n]);
            }
            got.len()
        });
        let mut stalled = Stalled::new(near, Duration::from_secs(20));
        stalled.write_all(&[1; 256]).await.unwrap();
        assert_eq!(reader.await.unwrap(), 256);
    }
}
