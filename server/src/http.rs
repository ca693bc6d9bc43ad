//! Just enough HTTP/1.1 to serve static files: GET and HEAD, keep-alive, one thread per
//! connection.
//!
//! It replaces tiny_http, whose connection pool can leave a new connection's request unread
//! while its threads sit on other keep-alive connections (a race between queueing a connection
//! and a worker waking up): the browser tests and the search benchmark then waited on requests
//! the server never read. A thread per connection cannot starve that way.

use std::io::{self, BufRead, BufReader, BufWriter, Read, Write};
use std::net::{TcpListener, TcpStream};
use std::sync::Arc;
use std::time::{Duration, SystemTime};

/// A request head. Header names keep their case; look them up with [`Request::header`].
pub struct Request {
    pub method: String,
    /// The request target as sent: path and query.
    pub target: String,
    pub headers: Vec<(String, String)>,
}

impl Request {
    /// The first header of that name, compared without regard to case.
    pub fn header(&self, name: &str) -> Option<&str> {
        self.headers
            .iter()
            .find(|(n, _)| n.eq_ignore_ascii_case(name))
            .map(|(_, v)| v.as_str())
    }
}

pub struct Response {
    pub status: u16,
    pub headers: Vec<(&'static str, String)>,
    pub body: Vec<u8>,
}

/// A keep-alive connection left idle this long is closed, so threads do not pile up.
const IDLE: Duration = Duration::from_secs(60);
/// Longest request head accepted; browsers send a few kilobytes at most.
const MAX_HEAD: usize = 32 * 1024;

/// Answers every connection on `listener` with `answer`, until the process ends.
pub fn serve<F>(listener: TcpListener, answer: F)
where
    F: Fn(&Request) -> Response + Send + Sync + 'static,
{
    let answer = Arc::new(answer);
    for stream in listener.incoming().flatten() {
        let answer = Arc::clone(&answer);
        std::thread::spawn(move || {
            // A client that goes away mid-answer is not the server's error.
            let _ = connection(stream, answer.as_ref());
        });
    }
}

fn connection(stream: TcpStream, answer: &dyn Fn(&Request) -> Response) -> io::Result<()> {
    stream.set_read_timeout(Some(IDLE))?;
    stream.set_nodelay(true)?;
    let mut reader = BufReader::new(stream.try_clone()?);
    let mut writer = BufWriter::new(stream);
    loop {
        let (request, keep_alive) = match read_request(&mut reader)? {
            Head::Closed => return Ok(()),
            Head::Bad(status) => {
                write_response(&mut writer, "GET", &plain(status), false)?;
                return Ok(());
            }
            Head::Request(request, keep_alive) => (request, keep_alive),
        };
        let response = if request.method == "GET" || request.method == "HEAD" {
            answer(&request)
        } else {
            let mut response = plain(405);
            response.headers.push(("Allow", "GET, HEAD".into()));
            response
        };
        write_response(&mut writer, &request.method, &response, keep_alive)?;
        if !keep_alive {
            return Ok(());
        }
    }
}

enum Head {
    /// The client closed the connection (or let it idle out) between requests.
    Closed,
    /// A request that cannot be answered, with the status to send before closing.
    Bad(u16),
    /// A request, and whether the connection stays open after its answer.
    Request(Request, bool),
}

fn read_request(reader: &mut impl BufRead) -> io::Result<Head> {
    let mut lines = Vec::new();
    let mut size = 0;
    loop {
        let mut line = Vec::new();
        let n = match reader.read_until(b'\n', &mut line) {
            Ok(n) => n,
            Err(e) if lines.is_empty() && is_idle_end(&e) => return Ok(Head::Closed),
            Err(e) => return Err(e),
        };
        if n == 0 {
            return Ok(if lines.is_empty() {
                Head::Closed
            } else {
                Head::Bad(400)
            });
        }
        size += n;
        if size > MAX_HEAD {
            return Ok(Head::Bad(431));
        }
        let line = String::from_utf8_lossy(&line)
            .trim_end_matches(['\r', '\n'])
            .to_owned();
        if line.is_empty() {
            // Blank lines before a request line are allowed (RFC 9112, 2.2).
            if lines.is_empty() {
                continue;
            }
            break;
        }
        lines.push(line);
    }
    let mut parts = lines[0].split(' ');
    let (Some(method), Some(target), Some(version), None) =
        (parts.next(), parts.next(), parts.next(), parts.next())
    else {
        return Ok(Head::Bad(400));
    };
    if !version.starts_with("HTTP/1.") || !target.starts_with('/') {
        return Ok(Head::Bad(400));
    }
    let mut headers = Vec::new();
    for line in &lines[1..] {
        let Some((name, value)) = line.split_once(':') else {
            return Ok(Head::Bad(400));
        };
        headers.push((name.trim().to_owned(), value.trim().to_owned()));
    }
    let request = Request {
        method: method.to_owned(),
        target: target.to_owned(),
        headers,
    };
    // A body is read and dropped, so the next request on the connection starts in the right
    // place; a chunked one is refused rather than parsed.
    if request.header("Transfer-Encoding").is_some() {
        return Ok(Head::Bad(411));
    }
    if let Some(length) = request.header("Content-Length") {
        let Ok(length) = length.parse::<u64>() else {
            return Ok(Head::Bad(400));
        };
        io::copy(&mut reader.take(length), &mut io::sink())?;
    }
    let connection = request.header("Connection").unwrap_or("");
    let keep_alive = if version == "HTTP/1.0" {
        connection.eq_ignore_ascii_case("keep-alive")
    } else {
        !connection.eq_ignore_ascii_case("close")
    };
    Ok(Head::Request(request, keep_alive))
}

fn is_idle_end(e: &io::Error) -> bool {
    matches!(
        e.kind(),
        io::ErrorKind::WouldBlock
            | io::ErrorKind::TimedOut
            | io::ErrorKind::ConnectionReset
            | io::ErrorKind::ConnectionAborted
    )
}

fn write_response(
    writer: &mut impl Write,
    method: &str,
    response: &Response,
    keep_alive: bool,
) -> io::Result<()> {
    write!(
        writer,
        "HTTP/1.1 {} {}\r\nDate: {}\r\n",
        response.status,
        reason(response.status),
        http_date(SystemTime::now()),
    )?;
    // A 304 has no body, and its length would describe the 200 the client already has.
    if response.status != 304 {
        write!(writer, "Content-Length: {}\r\n", response.body.len())?;
    }
    for (name, value) in &response.headers {
        write!(writer, "{name}: {value}\r\n")?;
    }
    if !keep_alive {
        writer.write_all(b"Connection: close\r\n")?;
    }
    writer.write_all(b"\r\n")?;
    // The answer to HEAD is the GET answer's head, without its body.
    if method != "HEAD" {
        writer.write_all(&response.body)?;
    }
    writer.flush()
}

/// A short plain-text answer for a status the server itself decides.
fn plain(status: u16) -> Response {
    Response {
        status,
        headers: vec![("Content-Type", "text/plain; charset=utf-8".into())],
        body: format!("{} {}\n", status, reason(status)).into_bytes(),
    }
}

fn reason(status: u16) -> &'static str {
    match status {
        200 => "OK",
        301 => "Moved Permanently",
        304 => "Not Modified",
        400 => "Bad Request",
        404 => "Not Found",
        405 => "Method Not Allowed",
        411 => "Length Required",
        431 => "Request Header Fields Too Large",
        500 => "Internal Server Error",
        _ => "",
    }
}

/// An IMF-fixdate (RFC 9110, 5.6.7), e.g. `Sun, 06 Nov 1994 08:49:37 GMT`.
pub fn http_date(time: SystemTime) -> String {
    let secs = time
        .duration_since(SystemTime::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs());
    let (days, rem) = (secs / 86_400, secs % 86_400);
    // 1970-01-01 was a Thursday.
    let weekday = ["Thu", "Fri", "Sat", "Sun", "Mon", "Tue", "Wed"][(days % 7) as usize];
    let (year, month, day) = civil_from_days(days as i64);
    let months = [
        "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
    ];
    format!(
        "{weekday}, {day:02} {} {year} {:02}:{:02}:{:02} GMT",
        months[month as usize - 1],
        rem / 3600,
        rem / 60 % 60,
        rem % 60
    )
}

/// Year, month and day of a count of days since 1970-01-01 (Howard Hinnant's algorithm).
fn civil_from_days(days: i64) -> (i64, u32, u32) {
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = (doy - (153 * mp + 2) / 5 + 1) as u32;
    let month = if mp < 10 { mp + 3 } else { mp - 9 } as u32;
    (yoe + era * 400 + i64::from(month <= 2), month, day)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dates_are_imf_fixdates() {
        let t = SystemTime::UNIX_EPOCH + Duration::from_secs(784_111_777);
        assert_eq!(http_date(t), "Sun, 06 Nov 1994 08:49:37 GMT");
        let leap = SystemTime::UNIX_EPOCH + Duration::from_secs(1_709_164_800);
        assert_eq!(http_date(leap), "Thu, 29 Feb 2024 00:00:00 GMT");
    }

    fn head(text: &str) -> Head {
        read_request(&mut text.as_bytes()).unwrap()
    }

    #[test]
    fn keeps_http11_connections_open_unless_asked_to_close() {
        let Head::Request(r, keep) = head("GET /a?b=1 HTTP/1.1\r\nHost: x\r\n\r\n") else {
            panic!("not parsed")
        };
        assert_eq!(
            (r.method.as_str(), r.target.as_str(), keep),
            ("GET", "/a?b=1", true)
        );
        assert_eq!(r.header("host"), Some("x"));
        let Head::Request(_, keep) = head("GET / HTTP/1.1\r\nConnection: close\r\n\r\n") else {
            panic!("not parsed")
        };
        assert!(!keep);
        let Head::Request(_, keep) = head("GET / HTTP/1.0\r\n\r\n") else {
            panic!("not parsed")
        };
        assert!(!keep);
    }

    #[test]
    fn refuses_malformed_heads() {
        assert!(matches!(head("GET\r\n\r\n"), Head::Bad(400)));
        assert!(matches!(
            head("GET http://x/ HTTP/1.1\r\n\r\n"),
            Head::Bad(400)
        ));
        assert!(matches!(
            head("GET / HTTP/1.1\r\nno colon\r\n\r\n"),
            Head::Bad(400)
        ));
        assert!(matches!(
            head("GET / HTTP/1.1\r\nHost: x\r\n"),
            Head::Bad(400)
        ));
        let long = format!("GET / HTTP/1.1\r\nX: {}\r\n\r\n", "a".repeat(MAX_HEAD));
        assert!(matches!(head(&long), Head::Bad(431)));
        assert!(matches!(head(""), Head::Closed));
    }

    #[test]
    fn skips_a_request_body_to_reach_the_next_request() {
        let mut input: &[u8] =
            b"POST / HTTP/1.1\r\nContent-Length: 5\r\n\r\nhelloGET /next HTTP/1.1\r\n\r\n";
        assert!(matches!(
            read_request(&mut input).unwrap(),
            Head::Request(..)
        ));
        let Head::Request(next, _) = read_request(&mut input).unwrap() else {
            panic!("second request not parsed")
        };
        assert_eq!(next.target, "/next");
    }
}
