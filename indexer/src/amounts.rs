//! `{£ ...}` and `{# ...}` placeholders: an amount from `prices.toml` or `figures.toml`, or a
//! sum worked out from them, written in the page's language.
//!
//! `{£ rates.personal}` is "£22–£25" in English and "22–25 £" in Polish; `{£ rates.personal *
//! 20 * 0.95}` works out a weekly example; `{# discounts.first.percent}` is a plain number. An
//! expression has numbers, names, `+ - * /`, brackets and `ceil(...)`; a band (`[low, high]`)
//! is worked out end by end, and `.low` or `.high` takes one end. A literal amount for an
//! example (someone's savings) is written `{£ 18000}`, so that every amount in copy is a
//! placeholder and a typed price stands out (see [`typed_amount`]).

use std::collections::BTreeMap;

use search_core::Lang;

use crate::costs::Amount;

/// Works out `expr` against `amounts`.
pub fn evaluate(expr: &str, amounts: &BTreeMap<String, Amount>) -> Result<Amount, String> {
    let mut parser = Parser {
        text: expr,
        at: 0,
        amounts,
    };
    let value = parser.sum()?;
    parser.skip_space();
    if parser.at < expr.len() {
        return Err(format!("cannot read `{}` in `{expr}`", &expr[parser.at..]));
    }
    Ok(value)
}

/// `amount` as money in `lang`: whole pounds without pence, otherwise with two decimals.
pub fn money(amount: Amount, lang: Lang) -> String {
    match (amount, lang) {
        (Amount::One(v), Lang::En) => format!("£{}", number(v, lang)),
        (Amount::One(v), Lang::Pl) => format!("{}\u{a0}£", number(v, lang)),
        (Amount::Band([a, b]), Lang::En) => format!("£{}–£{}", number(a, lang), number(b, lang)),
        (Amount::Band([a, b]), Lang::Pl) => {
            format!("{}–{}\u{a0}£", number(a, lang), number(b, lang))
        }
    }
}

/// `amount` as a plain number (or band) in `lang`: no thousands separator, so a year stays
/// "2025", and no trailing zero, so a rate stays "4.5".
pub fn plain(amount: Amount, lang: Lang) -> String {
    let one = |v: f64| write_number(v, lang, false);
    match amount {
        Amount::One(v) => one(v),
        Amount::Band([a, b]) => format!("{}–{}", one(a), one(b)),
    }
}

/// A number as the language writes it: English `1,196.50`; Polish `1196,50` and `23 250`
/// (Polish groups thousands only from five digits, with a non-breaking space).
pub fn number(value: f64, lang: Lang) -> String {
    write_number(value, lang, true)
}

/// `value` to the penny in `lang`'s decimal mark. As money (`money`): thousands grouped and
/// pence always two digits ("1,196.50"); as a plain number: neither ("2025", "4.5").
fn write_number(value: f64, lang: Lang, money: bool) -> String {
    let cents = (value.abs() * 100.0).round() as u64;
    let (whole, frac) = (cents / 100, cents % 100);
    let digits = whole.to_string();
    let group = match lang {
        _ if !money => None,
        Lang::En if digits.len() > 3 => Some(','),
        Lang::Pl if digits.len() > 4 => Some('\u{a0}'),
        _ => None,
    };
    let mut out = String::new();
    if value < 0.0 && cents > 0 {
        out.push('-');
    }
    for (i, c) in digits.chars().enumerate() {
        if let Some(sep) = group
            && i > 0
            && (digits.len() - i) % 3 == 0
        {
            out.push(sep);
        }
        out.push(c);
    }
    let pence = format!("{frac:02}");
    let pence = if money {
        &pence
    } else {
        pence.trim_end_matches('0')
    };
    if frac > 0 {
        out.push(if lang == Lang::En { '.' } else { ',' });
        out.push_str(pence);
    }
    out
}

/// The first amount of money typed into `text` instead of written as a placeholder: `£` next
/// to a digit, or (in Polish) a number followed by a form of "funt". Placeholders are removed
/// before looking, so only what the author typed counts.
pub fn typed_amount(text: &str) -> Option<String> {
    let mut bare = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(start) = rest.find('{') {
        bare.push_str(&rest[..start]);
        match rest[start..].find('}') {
            Some(end) => {
                bare.push(' ');
                rest = &rest[start + end + 1..];
            }
            None => {
                rest = &rest[start..];
                break;
            }
        }
    }
    bare.push_str(rest);
    let chars: Vec<char> = bare.chars().collect();
    for (i, &c) in chars.iter().enumerate() {
        if c != '£' {
            continue;
        }
        let after = chars.get(i + 1).is_some_and(char::is_ascii_digit);
        let before = chars[..i]
            .iter()
            .rev()
            .find(|c| !matches!(c, ' ' | '\u{a0}'))
            .is_some_and(char::is_ascii_digit);
        if after || before {
            return Some(around(&chars, i));
        }
    }
    let lower = bare.to_lowercase();
    for word in ["funt", "pens"] {
        let mut from = 0;
        while let Some(pos) = lower[from..].find(word) {
            let at = from + pos;
            let before = lower[..at].trim_end_matches([' ', '\u{a0}']);
            if before.ends_with(|c: char| c.is_ascii_digit()) && before.len() < at {
                let i = lower[..at].chars().count();
                return Some(around(&chars, i));
            }
            from = at + word.len();
        }
    }
    None
}

fn around(chars: &[char], i: usize) -> String {
    let start = i.saturating_sub(12);
    let end = (i + 12).min(chars.len());
    let text: String = chars[start..end]
        .iter()
        .map(|&c| if c == '\n' { ' ' } else { c })
        .collect();
    text.trim().to_owned()
}

struct Parser<'a> {
    text: &'a str,
    at: usize,
    amounts: &'a BTreeMap<String, Amount>,
}

impl Parser<'_> {
    fn skip_space(&mut self) {
        while self.text[self.at..].starts_with(' ') {
            self.at += 1;
        }
    }

    fn peek(&mut self) -> Option<char> {
        self.skip_space();
        self.text[self.at..].chars().next()
    }

    fn sum(&mut self) -> Result<Amount, String> {
        let mut value = self.product()?;
        while let Some(op @ ('+' | '-')) = self.peek() {
            self.at += 1;
            let right = self.product()?;
            value = combine(value, right, |a, b| if op == '+' { a + b } else { a - b });
        }
        Ok(value)
    }

    fn product(&mut self) -> Result<Amount, String> {
        let mut value = self.factor()?;
        while let Some(op @ ('*' | '/')) = self.peek() {
            self.at += 1;
            let right = self.factor()?;
            if op == '/' && matches!(right, Amount::One(0.0)) {
                return Err(format!("division by zero in `{}`", self.text));
            }
            value = combine(value, right, |a, b| if op == '*' { a * b } else { a / b });
        }
        Ok(value)
    }

    fn factor(&mut self) -> Result<Amount, String> {
        match self.peek() {
            Some('(') => {
                self.at += 1;
                let value = self.sum()?;
                if self.peek() != Some(')') {
                    return Err(format!("a `(` without its `)` in `{}`", self.text));
                }
                self.at += 1;
                Ok(value)
            }
            Some(c) if c.is_ascii_digit() => {
                let start = self.at;
                while self.text[self.at..].starts_with(|c: char| c.is_ascii_digit() || c == '.') {
                    self.at += 1;
                }
                let digits = &self.text[start..self.at];
                digits
                    .parse()
                    .map(Amount::One)
                    .map_err(|_| format!("`{digits}` is not a number"))
            }
            Some(c) if c.is_ascii_alphabetic() => {
                let start = self.at;
                while self.text[self.at..]
                    .starts_with(|c: char| c.is_ascii_alphanumeric() || c == '_' || c == '.')
                {
                    self.at += 1;
                }
                let name = &self.text[start..self.at];
                if name == "ceil" && self.peek() == Some('(') {
                    let inner = self.factor()?;
                    return Ok(map(inner, f64::ceil));
                }
                self.name(name)
            }
            _ => Err(format!(
                "expected a number, a name or `(` at `{}` in `{}`",
                &self.text[self.at..],
                self.text
            )),
        }
    }

    fn name(&self, name: &str) -> Result<Amount, String> {
        if let Some(v) = self.amounts.get(name) {
            return Ok(*v);
        }
        let end = |base: &str, pick: usize| match self.amounts.get(base) {
            Some(Amount::Band(b)) => Some(Amount::One(b[pick])),
            _ => None,
        };
        let found = name
            .strip_suffix(".low")
            .and_then(|b| end(b, 0))
            .or_else(|| name.strip_suffix(".high").and_then(|b| end(b, 1)));
        found.ok_or_else(|| {
            let prefix = name.split('.').next().unwrap_or(name);
            let near: Vec<&str> = self
                .amounts
                .keys()
                .filter(|k| k.starts_with(prefix))
                .map(String::as_str)
                .take(12)
                .collect();
            format!(
                "no amount named `{name}` in prices.toml or figures.toml{}",
                if near.is_empty() {
                    String::new()
                } else {
                    format!("; did you mean one of: {}", near.join(", "))
                }
            )
        })
    }
}

fn map(value: Amount, f: impl Fn(f64) -> f64) -> Amount {
    match value {
        Amount::One(v) => Amount::One(f(v)),
        Amount::Band([a, b]) => Amount::Band([f(a), f(b)]),
    }
}

fn combine(left: Amount, right: Amount, f: impl Fn(f64, f64) -> f64) -> Amount {
    match (left, right) {
        (Amount::One(a), Amount::One(b)) => Amount::One(f(a, b)),
        (Amount::Band([a, b]), Amount::One(c)) => Amount::Band([f(a, c), f(b, c)]),
        (Amount::One(a), Amount::Band([b, c])) => Amount::Band([f(a, b), f(a, c)]),
        (Amount::Band([a, b]), Amount::Band([c, d])) => Amount::Band([f(a, c), f(b, d)]),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn amounts() -> BTreeMap<String, Amount> {
        [
            ("rates.personal", Amount::Band([22.0, 25.0])),
            ("premiums.evening", Amount::One(3.0)),
            ("now.capital.lower", Amount::One(14250.0)),
            ("now.attendance_allowance.lower", Amount::One(76.7)),
        ]
        .into_iter()
        .map(|(k, v)| (k.to_owned(), v))
        .collect()
    }

    fn en(expr: &str) -> String {
        money(evaluate(expr, &amounts()).unwrap(), Lang::En)
    }

    fn pl(expr: &str) -> String {
        money(evaluate(expr, &amounts()).unwrap(), Lang::Pl)
    }

    #[test]
    fn writes_money_as_each_language_does() {
        assert_eq!(en("rates.personal"), "£22–£25");
        assert_eq!(pl("rates.personal"), "22–25\u{a0}£");
        assert_eq!(en("now.attendance_allowance.lower"), "£76.70");
        assert_eq!(pl("now.attendance_allowance.lower"), "76,70\u{a0}£");
        assert_eq!(en("now.capital.lower"), "£14,250");
        assert_eq!(pl("now.capital.lower"), "14\u{a0}250\u{a0}£");
        assert_eq!(pl("1200"), "1200\u{a0}£");
    }

    #[test]
    fn works_out_sums_with_bands_end_by_end() {
        assert_eq!(en("rates.personal * 20 * 0.95"), "£418–£475");
        assert_eq!(en("rates.personal.low + premiums.evening"), "£25");
        assert_eq!(en("(rates.personal.high - 5) / 4"), "£5");
        assert_eq!(en("ceil((18000 - now.capital.lower) / 250)"), "£15");
    }

    #[test]
    fn writes_plain_numbers_without_separators_or_trailing_zeros() {
        let p = |v: f64, lang| plain(Amount::One(v), lang);
        assert_eq!(p(2025.0, Lang::En), "2025");
        assert_eq!(p(4.5, Lang::En), "4.5");
        assert_eq!(p(4.5, Lang::Pl), "4,5");
        assert_eq!(p(0.45, Lang::Pl), "0,45");
        assert_eq!(p(45.0, Lang::Pl), "45");
        assert_eq!(p(12345.0, Lang::Pl), "12345");
    }

    #[test]
    fn names_the_unknown_amount_and_the_ones_that_exist() {
        let err = evaluate("rates.persnal", &amounts()).unwrap_err();
        assert!(
            err.contains("`rates.persnal`") && err.contains("rates.personal"),
            "{err}"
        );
        assert!(evaluate("rates.personal +", &amounts()).is_err());
        assert!(evaluate("(1 + 2", &amounts()).is_err());
        assert!(evaluate("1 / 0", &amounts()).is_err());
        assert!(evaluate("2 3", &amounts()).is_err());
    }

    #[test]
    fn finds_amounts_typed_instead_of_placeholders() {
        assert_eq!(typed_amount("costs {£ rates.personal} an hour"), None);
        assert!(typed_amount("costs £22 an hour").is_some());
        assert!(typed_amount("kosztuje 22 £ za godzinę").is_some());
        assert!(typed_amount("86,45 funta tygodniowo").is_some());
        assert!(typed_amount("1,35 £").is_some());
        assert_eq!(typed_amount("the pound (£) and 35 hours"), None);
        assert_eq!(typed_amount("funty szterlingi"), None);
    }
}
