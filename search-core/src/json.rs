//! Just enough JSON writing for the browser module's answers, so it need not link serde_json.

/// Appends `s` as a JSON string literal.
pub fn string(out: &mut String, s: &str) {
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            c if (c as u32) < 0x20 => {
                out.push_str("\\u00");
                out.push(char::from(HEX[(c as usize) >> 4]));
                out.push(char::from(HEX[(c as usize) & 15]));
            }
            c => out.push(c),
        }
    }
    out.push('"');
}

const HEX: &[u8; 16] = b"0123456789abcdef";

/// Appends an unsigned integer.
pub fn uint(out: &mut String, mut n: u64) {
    let mut digits = [0u8; 20];
    let mut at = digits.len();
    loop {
        at -= 1;
        digits[at] = b'0' + (n % 10) as u8;
        n /= 10;
        if n == 0 {
            break;
        }
    }
    digits[at..].iter().for_each(|&d| out.push(char::from(d)));
}

/// Appends a score with three decimals, without the float formatting machinery (which would
/// double the browser module). Not finite or negative becomes 0.
pub fn number(out: &mut String, n: f32) {
    let thousandths = if n.is_finite() && n > 0.0 {
        (n * 1000.0).round() as u64
    } else {
        0
    };
    uint(out, thousandths / 1000);
    out.push('.');
    let rest = thousandths % 1000;
    for d in [rest / 100, rest / 10 % 10, rest % 10] {
        out.push(char::from(b'0' + d as u8));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn quotes_backslashes_and_control_characters_are_escaped() {
        let mut out = String::new();
        string(&mut out, "a\"b\\c\nd\u{1}é");
        assert_eq!(out, r#""a\"b\\c\nd\u0001é""#);
    }

    #[test]
    fn numbers_are_always_valid_json() {
        let mut out = String::new();
        number(&mut out, f32::NAN);
        out.push(',');
        number(&mut out, 1.5);
        out.push(',');
        uint(&mut out, 1234567);
        assert_eq!(out, "0.000,1.500,1234567");
    }
}
