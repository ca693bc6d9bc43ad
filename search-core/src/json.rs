//! Just enough JSON writing for the browser module's answers, so it need not link serde_json.

use std::fmt::Write;

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
                let _ = write!(out, "\\u{:04x}", c as u32);
            }
            c => out.push(c),
        }
    }
    out.push('"');
}

/// Appends a finite number (JSON has no NaN or infinity; they become 0).
pub fn number(out: &mut String, n: f32) {
    if n.is_finite() {
        let _ = write!(out, "{n}");
    } else {
        out.push('0');
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
        assert_eq!(out, "0,1.5");
    }
}
