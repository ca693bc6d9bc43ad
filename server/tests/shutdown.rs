//! On SIGINT or SIGTERM marigold-serve stops taking connections, finishes the answers in
//! flight and exits 0, saying so.

mod common;

use std::io::{BufRead, Read, Write};
use std::net::TcpStream;
use std::time::{Duration, Instant};

use common::{BIG, Server, answers};

#[test]
fn sigterm_finishes_the_answer_in_flight_then_exits_0() {
    let mut server = Server::start();
    let mut download = server.connect();
    download
        .write_all(b"GET /big.bin HTTP/1.1\r\nHost: x\r\n\r\n")
        .unwrap();
    // The answer has begun: its head and some of the file are here.
    let mut started = vec![0; 64 * 1024];
    download.read_exact(&mut started).unwrap();

    server.signal("TERM");
    std::thread::sleep(Duration::from_millis(300));
    assert!(
        TcpStream::connect(("127.0.0.1", server.port)).is_err(),
        "new connections are still taken after SIGTERM"
    );
    let mut rest = Vec::new();
    download.read_to_end(&mut rest).unwrap();
    let bytes = [started, rest].concat();
    let answer = answers(&bytes).remove(0);
    assert_eq!(answer.status, 200);
    assert_eq!(answer.body.len(), BIG, "the download was cut short");

    assert_eq!(server.wait_for_exit(Duration::from_secs(5)), Some(0));
    let mut said = String::new();
    server.stdout.read_line(&mut said).unwrap();
    assert!(said.contains("SIGTERM"), "said {said:?}");
}

#[test]
fn sigint_with_idle_connections_exits_0_at_once() {
    let mut server = Server::start();
    let mut idle = server.connect();
    idle.write_all(b"GET / HTTP/1.1\r\nHost: x\r\n\r\n")
        .unwrap();
    let mut first = [0; 12];
    idle.read_exact(&mut first).unwrap();
    let _unused = server.connect();

    let started = Instant::now();
    server.signal("INT");
    assert_eq!(server.wait_for_exit(Duration::from_secs(5)), Some(0));
    assert!(
        started.elapsed() < Duration::from_secs(2),
        "idle connections held the exit for {:?}",
        started.elapsed()
    );
}
