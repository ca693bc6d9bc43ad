//! The signals that stop the server: SIGINT (Ctrl+C in a terminal) and SIGTERM (what
//! `kill`, process managers and test harnesses send).

use std::future::Future;

use anyhow::Context;
use tokio::signal::unix::{SignalKind, signal};

/// A future that ends with the name of the first of the two signals to arrive. Registered
/// here, before the server starts, so a signal sent right after the startup line counts.
pub fn signals() -> anyhow::Result<impl Future<Output = &'static str>> {
    let mut interrupt =
        signal(SignalKind::interrupt()).context("cannot listen for SIGINT (Ctrl+C)")?;
    let mut terminate = signal(SignalKind::terminate()).context("cannot listen for SIGTERM")?;
    Ok(async move {
        tokio::select! {
            _ = interrupt.recv() => "SIGINT",
            _ = terminate.recv() => "SIGTERM",
        }
    })
}
