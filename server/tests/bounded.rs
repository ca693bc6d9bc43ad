//! marigold-serve stays bounded whatever a client sends: each hostile or odd request gets a
//! clear status or a closed connection, the server's memory stays under 64 MB, nothing
//! outside the root is served, and a normal request still answers. Limits: src/limits.rs.

mod common;

use std::io::Write;
use std::time::{Duration, Instant};

use common::{BIG, Reply, SECRET, Server};

const MEMORY_MB: u64 = 64;

#[test]
fn a_head_line_that_never_ends_is_cut_off_without_growing_memory() {
    let server = Server::start();
    let mut stream = server.connect();
    stream.write_all(b"GET /").unwrap();
    let chunk = vec![b'a'; 1024 * 1024];
    let mut sent = 0;
    // 128 MB, unless the server closes first (as it must).
    while sent < 128 * chunk.len() {
        if stream.write_all(&chunk).is_err() {
            break;
        }
        sent += chunk.len();
    }
    assert!(
        sent < 16 * chunk.len(),
        "the server took {sent} bytes of one head line"
    );
    let reply = Reply::read(&mut stream);
    assert!(reply.closed);
    // The 431 is sent, though a client still writing may lose it to the reset that follows.
    assert!(matches!(reply.statuses()[..], [] | [431]), "{reply:?}");
    let reply = server.exchange(
        &[
            b"GET /".as_slice(),
            &[b'a'; 40 * 1024],
            b" HTTP/1.1\r\n\r\n",
        ]
        .concat(),
    );
    assert!(
        matches!(reply.statuses()[..], [] | [431] | [414]),
        "{reply:?}"
    );
    server.assert_memory_under(MEMORY_MB);
    server.assert_still_answers();
}

#[test]
fn too_many_headers_get_431() {
    let server = Server::start();
    for (count, line) in [(10_000, "X-Filler: some value\r\n"), (101, "a:b\r\n")] {
        let mut request = String::from("GET / HTTP/1.1\r\nHost: localhost\r\n");
        request.push_str(&line.repeat(count));
        request.push_str("\r\n");
        let reply = server.exchange(request.as_bytes());
        assert!(reply.closed);
        assert!(
            matches!(reply.statuses()[..], [] | [431]),
            "{count} headers: {reply:?}"
        );
    }
    // Within the limits, a request with many headers is answered.
    let request = format!(
        "GET / HTTP/1.1\r\nHost: localhost\r\n{}Connection: close\r\n\r\n",
        "a:b\r\n".repeat(90)
    );
    assert_eq!(server.exchange(request.as_bytes()).statuses(), [200]);
    server.assert_memory_under(MEMORY_MB);
    server.assert_still_answers();
}

#[test]
fn odd_requests_get_a_clear_status() {
    let server = Server::start();
    let cases: [(&[u8], &[u16]); 14] = [
        (b"GET /\xff\xfe HTTP/1.1\r\nHost: x\r\n\r\n", &[400]),
        (
            b"GET / HTTP/1.1\r\nHost: x\r\nX-Name: \xff\xfe\r\nConnection: close\r\n\r\n",
            &[200, 400],
        ),
        (
            b"BREW / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n",
            &[405],
        ),
        (
            b"DELETE /index.html HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n",
            &[405],
        ),
        (b"G\x01T / HTTP/1.1\r\nHost: x\r\n\r\n", &[400]),
        (
            b"GET http://elsewhere.example/about HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n",
            &[200],
        ),
        (
            b"OPTIONS * HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n",
            &[405],
        ),
        (
            b"GET * HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n",
            &[400],
        ),
        (b"GET / HTTP/1.0\r\n\r\n", &[200]),
        (b"GET /\r\n\r\n", &[400, 505]),
        (b"GET / HTTP/3.0\r\nHost: x\r\n\r\n", &[400, 505]),
        (
            b"GET / HTTP/1.1\r\nHost: x\r\nContent-Length: many\r\n\r\n",
            &[400],
        ),
        (
            b"GET / HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\nContent-Length: 6\r\n\r\nhello",
            &[400],
        ),
        (
            b"GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\nContent-Length: 5\r\n\r\nhello",
            &[200],
        ),
    ];
    for (request, allowed) in cases {
        let reply = server.exchange(request);
        let shown = String::from_utf8_lossy(request);
        assert!(reply.closed, "{shown:?} left the connection open");
        let statuses = reply.statuses();
        assert!(
            statuses.len() == 1 && allowed.contains(&statuses[0]),
            "{shown:?} answered {statuses:?}, want one of {allowed:?}"
        );
    }
    let about = server.exchange(
        b"GET http://elsewhere.example/about HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n",
    );
    assert!(about.text().contains("<p>about</p>"));
    server.assert_memory_under(MEMORY_MB);
    server.assert_still_answers();
}

#[test]
fn no_path_leaves_the_root() {
    let server = Server::start();
    let long = format!("/{}b", "a/".repeat(12_000));
    let longer = format!("/{}", "a".repeat(64 * 1024));
    let paths = [
        "/../secret",
        "/%2e%2e/secret",
        "/%2E%2E%2Fsecret",
        "/..%2fsecret",
        "/.%2e/secret",
        "/pl/../../secret",
        "/assets/%2e%2e/%2e%2e/secret",
        "/..\\secret",
        "/%5c..%5csecret",
        "/\\..\\secret",
        "/%00",
        "/index.html%00.png",
        "/secret%00/../../secret",
        "//..//secret",
        "/%2f..%2fsecret",
        &long,
        &longer,
    ];
    for path in paths {
        let reply = server.get(path);
        let shown = &path[..path.len().min(60)];
        assert!(reply.closed, "{shown} left the connection open");
        assert!(!reply.text().contains(SECRET), "{shown} served the secret");
        let statuses = reply.statuses();
        assert!(
            matches!(statuses[..], [400] | [404] | [414] | [431]),
            "{shown} answered {statuses:?}"
        );
    }
    // The file is there to be found, were the checks missing.
    assert_eq!(
        std::fs::read_to_string(server.root().join("../secret")).unwrap(),
        SECRET
    );
    server.assert_memory_under(MEMORY_MB);
    server.assert_still_answers();
}

#[test]
fn pipelined_requests_are_answered_in_order() {
    let server = Server::start();
    let reply = server.exchange(
        b"GET / HTTP/1.1\r\nHost: x\r\n\r\nGET /about HTTP/1.1\r\nHost: x\r\n\r\nHEAD /sw.js HTTP/1.1\r\nHost: x\r\n\r\nGET /nope HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n",
    );
    let text = reply.text();
    let order: Vec<usize> = ["<p>home</p>", "<p>about</p>", "<p>not found</p>"]
        .iter()
        .map(|page| {
            text.find(page)
                .unwrap_or_else(|| panic!("no {page} in {text}"))
        })
        .collect();
    assert!(order.windows(2).all(|w| w[0] < w[1]), "{text}");
    assert_eq!(text.matches("HTTP/1.1 200 OK").count(), 3, "{text}");
    assert_eq!(text.matches("HTTP/1.1 404 Not Found").count(), 1, "{text}");
    server.assert_still_answers();
}

#[test]
fn http2_prior_knowledge_is_refused() {
    let server = Server::start();
    let reply =
        server.exchange(b"PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n\x00\x00\x00\x04\x00\x00\x00\x00\x00");
    assert!(reply.closed);
    assert!(
        matches!(reply.statuses()[..], [] | [400] | [505]),
        "{reply:?}"
    );
    server.assert_still_answers();
}

#[test]
fn slow_senders_and_idle_connections_are_closed() {
    let server = Server::start();
    // A head sent a byte at a time, each in time to look alive.
    let mut slow = server.connect();
    let started = Instant::now();
    let mut cut_off = None;
    for byte in b"GET / HTTP/1.1\r\n"
        .iter()
        .chain(b"X-Slow: ".iter())
        .chain([b'a'; 100].iter())
    {
        if slow.write_all(&[*byte]).is_err() {
            cut_off = Some(started.elapsed());
            break;
        }
        std::thread::sleep(Duration::from_millis(250));
        if started.elapsed() > Duration::from_secs(5) && started.elapsed() < Duration::from_secs(6)
        {
            server.assert_still_answers();
        }
    }
    let reply = Reply::read(&mut slow);
    let elapsed = cut_off.unwrap_or(started.elapsed());
    assert!(reply.closed && reply.statuses().len() <= 1, "{reply:?}");
    assert!(
        elapsed < Duration::from_secs(15),
        "a slow head lasted {elapsed:?}"
    );

    // A keep-alive connection that asks nothing more is closed too.
    let mut idle = server.connect();
    idle.write_all(b"GET /sw.js HTTP/1.1\r\nHost: x\r\n\r\n")
        .unwrap();
    let started = Instant::now();
    let reply = Reply::read(&mut idle);
    assert!(reply.closed, "an idle connection was kept 30 s");
    assert_eq!(reply.statuses(), [200]);
    assert!(started.elapsed() < Duration::from_secs(15));
    server.assert_memory_under(MEMORY_MB);
    server.assert_still_answers();
}

#[test]
fn clients_that_stop_reading_are_dropped_without_holding_memory() {
    let server = Server::start();
    let mut stalled: Vec<_> = (0..20)
        .map(|_| {
            let mut stream = server.connect();
            stream
                .write_all(b"GET /big.bin HTTP/1.1\r\nHost: x\r\n\r\n")
                .unwrap();
            stream
        })
        .collect();
    std::thread::sleep(Duration::from_secs(3));
    server.assert_memory_under(MEMORY_MB);
    server.assert_still_answers();
    // Past the send timeout the server gives up on them: reading now ends short of the file.
    std::thread::sleep(Duration::from_secs(25));
    for stream in &mut stalled {
        let reply = Reply::read(stream);
        assert!(reply.closed);
        assert!(
            reply.bytes.len() < BIG,
            "a stalled answer was kept and finished"
        );
    }
    server.assert_memory_under(MEMORY_MB);
    server.assert_still_answers();
}

#[test]
fn connections_over_the_limit_are_refused_and_the_server_recovers() {
    let server = Server::start();
    let held: Vec<_> = (0..server::limits::MAX_CONNECTIONS)
        .map(|_| server.connect())
        .collect();
    // Every slot is taken (by connections that have not sent a head yet), so one more is
    // refused at once, with a 503 or by closing.
    let started = Instant::now();
    let reply = server.get("/");
    assert!(reply.closed);
    assert!(matches!(reply.statuses()[..], [] | [503]), "{reply:?}");
    assert!(started.elapsed() < Duration::from_secs(5));
    server.assert_memory_under(MEMORY_MB);
    drop(held);
    let deadline = Instant::now() + Duration::from_secs(5);
    while server.get("/").statuses() != [200] {
        assert!(Instant::now() < deadline, "the server did not recover");
        std::thread::sleep(Duration::from_millis(100));
    }
    server.assert_still_answers();
}
