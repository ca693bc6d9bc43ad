//! `{phone}`-style placeholders in page and article copy, filled from `site.toml`, so a
//! business fact is written once and a change of phone number cannot leave an old one on some
//! page; and `{£ ...}` amounts from `prices.toml` and `figures.toml` (see [`crate::amounts`]).

use std::collections::BTreeMap;

use search_core::Lang;

use crate::amounts;
use crate::costs::{Amount, Costs};
use crate::site::Site;

/// The value of every placeholder, and the amounts `{£ ...}` and `{# ...}` work from.
pub struct Facts {
    facts: BTreeMap<&'static str, String>,
    /// Market figures' sources and dates from prices.toml: `{market.minimum_price.source}`.
    texts: BTreeMap<String, String>,
    amounts: BTreeMap<String, Amount>,
    lang: Lang,
}

impl Facts {
    pub fn new(site: &Site, costs: &Costs, lang: Lang) -> Facts {
        let a = &site.address;
        let facts = [
            ("brand", site.brand.name.clone()),
            ("brand_short", site.brand.short_name.clone()),
            ("founder", site.founder.name.clone()),
            ("phone", site.contact.phone.clone()),
            ("phone_intl", site.contact.phone_international.clone()),
            ("whatsapp", site.contact.whatsapp.clone()),
            ("whatsapp_url", site.contact.whatsapp_url.clone()),
            ("email", site.contact.email.clone()),
            (
                "address",
                format!("{}, {}, {}, {}", a.street, a.locality, a.region, a.postcode),
            ),
            ("opens", site.hours.opens.clone()),
            ("closes", site.hours.closes.clone()),
            ("reply_hours", site.contact.email_reply_hours.to_string()),
            (
                "reply_promise",
                reply_promise(site.contact.email_reply_hours, lang),
            ),
            ("company_number", site.company.number.clone()),
            ("registered_office", site.company.registered_office.clone()),
            ("cqc_status", site.cqc.status(lang)),
            ("cqc_headline", site.cqc.headline(lang)),
            ("cqc_url", site.cqc.profile_url.clone()),
            ("domain", site.web.domain.clone()),
            ("tax_year", costs.tax_year.clone()),
            ("previous_tax_year", costs.previous_tax_year.clone()),
            ("prices_from", month_year(&costs.prices.from, lang)),
        ];
        let mut texts = BTreeMap::new();
        if let Some(market) = costs.prices_raw.get("market").and_then(|m| m.as_table()) {
            for (name, table) in market.iter().filter_map(|(n, t)| Some((n, t.as_table()?))) {
                for (key, value) in table {
                    if let Some(text) = value.as_str() {
                        texts.insert(format!("market.{name}.{key}"), text.to_owned());
                    }
                }
            }
        }
        Facts {
            facts: facts.into_iter().collect(),
            texts,
            amounts: costs.amounts.clone(),
            lang,
        }
    }

    /// Facts that must never be typed into copy, with the placeholder to use instead.
    fn literals(&self) -> impl Iterator<Item = (&str, &'static str)> {
        ["phone", "phone_intl", "whatsapp", "email", "company_number"]
            .into_iter()
            .map(|name| (self.facts[name].as_str(), name))
            .filter(|(value, _)| value.len() >= 6)
    }

    /// `text` with its placeholders filled in, or the first problem found.
    pub fn fill(&self, text: &str) -> Result<String, String> {
        if let Some((value, name)) = self.literals().find(|(v, _)| text.contains(v)) {
            return Err(format!(
                "`{value}` is written out: write `{{{name}}}` so it follows site.toml"
            ));
        }
        if let Some(typed) = amounts::typed_amount(text) {
            return Err(format!(
                "an amount is typed in \"{typed}\": write it as `{{£ name}}` from prices.toml or \
                 figures.toml (or `{{£ 18000}}` for an example that is neither)"
            ));
        }
        let mut out = String::with_capacity(text.len());
        let mut rest = text;
        while let Some(start) = rest.find('{') {
            out.push_str(&rest[..start]);
            let after = &rest[start + 1..];
            let end = after.find('}').ok_or_else(|| {
                format!(
                    "`{{` without a closing `}}` in \"{}\"",
                    snippet(&rest[start..])
                )
            })?;
            let name = &after[..end];
            if let Some((kind, expr)) = name
                .strip_prefix("£ ")
                .map(|e| ('£', e))
                .or_else(|| name.strip_prefix("# ").map(|e| ('#', e)))
            {
                let amount = amounts::evaluate(expr.trim(), &self.amounts)
                    .map_err(|e| format!("in `{{{name}}}`: {e}"))?;
                out.push_str(&if kind == '£' {
                    amounts::money(amount, self.lang)
                } else {
                    amounts::plain(amount, self.lang)
                });
                rest = &after[end + 1..];
                continue;
            }
            let value = self
                .facts
                .get(name)
                .or_else(|| self.texts.get(name))
                .ok_or_else(|| {
                    format!(
                        "unknown placeholder `{{{name}}}`; known: {}",
                        self.facts
                            .keys()
                            .map(|k| format!("{{{k}}}"))
                            .collect::<Vec<_>>()
                            .join(", ")
                    )
                })?;
            out.push_str(value);
            rest = &after[end + 1..];
        }
        out.push_str(rest);
        Ok(out)
    }
}

fn snippet(text: &str) -> String {
    text.chars().take(30).collect()
}

/// "April 2026" / "kwietnia 2026" (the genitive reads "od kwietnia 2026"), from the price list's
/// `from` date, which `costs::load` has read as a TOML date, so it is `YYYY-MM-DD`.
fn month_year(date: &str, lang: Lang) -> String {
    const EN: [&str; 12] = [
        "January",
        "February",
        "March",
        "April",
        "May",
        "June",
        "July",
        "August",
        "September",
        "October",
        "November",
        "December",
    ];
    const PL: [&str; 12] = [
        "stycznia",
        "lutego",
        "marca",
        "kwietnia",
        "maja",
        "czerwca",
        "lipca",
        "sierpnia",
        "września",
        "października",
        "listopada",
        "grudnia",
    ];
    let year = date.get(..4).unwrap_or(date);
    let month = date
        .get(5..7)
        .and_then(|m| m.parse::<usize>().ok())
        .filter(|m| (1..=12).contains(m))
        .unwrap_or(1);
    let names = if lang == Lang::Pl { PL } else { EN };
    format!("{} {year}", names[month - 1])
}

/// `{reply_promise}`: the one wording of how soon we reply, everywhere it is made. The office
/// works Monday to Friday, so the hours count on working days and a weekend message waits.
pub fn reply_promise(hours: u32, lang: Lang) -> String {
    match lang {
        Lang::En => format!(
            "We reply to every message within {hours} hours on working days (Monday to Friday, \
             except bank holidays). A message sent at the weekend or on a bank holiday gets a \
             reply on the next working day."
        ),
        Lang::Pl => format!(
            "Na każdą wiadomość odpowiadamy w ciągu {hours} godzin w dni robocze (od poniedziałku \
             do piątku, poza dniami ustawowo wolnymi). Na wiadomość wysłaną w weekend lub w dzień \
             ustawowo wolny odpowiadamy w najbliższy dzień roboczy."
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn prices_date_reads_as_month_and_year_in_each_language() {
        assert_eq!(month_year("2026-04-01", Lang::En), "April 2026");
        assert_eq!(month_year("2026-04-01", Lang::Pl), "kwietnia 2026");
        assert_eq!(month_year("2027-12-01", Lang::Pl), "grudnia 2027");
    }

    fn facts() -> Facts {
        Facts {
            facts: [
                ("phone", "0121 496 0742".to_owned()),
                ("phone_intl", "+441214960742".to_owned()),
                ("whatsapp", "+44 121 496 0742".to_owned()),
                ("email", "hello@example.org".to_owned()),
                ("company_number", "00000000".to_owned()),
            ]
            .into_iter()
            .collect(),
            texts: BTreeMap::new(),
            amounts: [("rates.personal".to_owned(), Amount::Band([22.0, 25.0]))].into(),
            lang: Lang::En,
        }
    }

    #[test]
    fn fills_amounts_and_refuses_typed_ones() {
        assert_eq!(
            facts()
                .fill("{£ rates.personal * 2} for {# 2} hours")
                .unwrap(),
            "£44–£50 for 2 hours"
        );
        let err = facts().fill("It costs £22 an hour.").unwrap_err();
        assert!(err.contains("£22"), "{err}");
        assert!(facts().fill("{£ rates.nothing}").is_err());
    }

    #[test]
    fn fills_known_placeholders() {
        assert_eq!(
            facts().fill("Call [{phone}](tel:{phone_intl}).").unwrap(),
            "Call [0121 496 0742](tel:+441214960742)."
        );
    }

    #[test]
    fn rejects_unknown_and_unclosed_placeholders() {
        assert!(
            facts()
                .fill("{fone}")
                .unwrap_err()
                .contains("unknown placeholder `{fone}`")
        );
        assert!(
            facts()
                .fill("a { b")
                .unwrap_err()
                .contains("without a closing")
        );
    }

    #[test]
    fn rejects_a_fact_typed_out() {
        let err = facts().fill("Email hello@example.org").unwrap_err();
        assert!(err.contains("{email}"), "{err}");
    }
}
