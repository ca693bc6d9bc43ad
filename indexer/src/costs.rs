//! `prices.toml` (the provider's price list) and `figures.toml` (public figures by tax year):
//! the one source of every amount of money the site states.
//!
//! Both are checked here, written for the care cost estimator as they are, and flattened into
//! named amounts (`rates.personal`, `now.attendance_allowance.lower`) that copy refers to with
//! `{£ ...}` placeholders (see [`crate::amounts`]).

use std::collections::BTreeMap;
use std::path::Path;

use serde::{Deserialize, Serialize};
use ts_rs::TS;

use crate::diagnostics::Diagnostics;
use crate::funding_figures::FundingFigures;
use crate::price_rules::{fairness_problems, market_problems};
use crate::source::{parse_toml, read};

/// An amount: one figure, or a provider's `[low, high]` band.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum Amount {
    One(f64),
    Band([f64; 2]),
}

/// The price list. Only the shape the estimator relies on is spelled out, and only that reaches
/// the app; the whole file is also kept as `raw`, so a figure added for copy needs no code.
#[derive(Debug, Clone, Serialize, Deserialize, TS)]
pub struct Prices {
    /// The date these prices apply from (a TOML date, checked like an article's `date`).
    #[serde(with = "crate::site::date_string")]
    #[ts(type = "string")]
    pub from: String,
    pub rates: Kinds<[f64; 2]>,
    pub premiums: Premiums,
    pub nights: Nights,
    pub discounts: BTreeMap<String, Discount>,
    pub packages: Packages,
    pub live_in: Kinds<f64>,
    pub travel: Travel,
    pub short_visit: ShortVisit,
    pub cancellation: Cancellation,
}

/// The 30-minute visit: priced by the visit.
#[derive(Debug, Clone, Serialize, Deserialize, TS)]
pub struct ShortVisit {
    pub minutes: f64,
    pub price: [f64; 2],
}

/// Cancelling a visit, and when care ends: one rule each (see prices.toml).
#[derive(Debug, Clone, Serialize, Deserialize, TS)]
pub struct Cancellation {
    pub notice_hours: f64,
    pub late_percent: f64,
    pub emergency_percent: f64,
    pub after_death_notice_days: f64,
}

#[derive(Debug, Clone, Serialize, Deserialize, TS)]
pub struct Kinds<T> {
    pub companionship: T,
    pub personal: T,
    pub specialist: T,
}

#[derive(Debug, Clone, Serialize, Deserialize, TS)]
pub struct Premiums {
    pub evening: f64,
    pub weekend: f64,
    pub bank_holiday: f64,
}

#[derive(Debug, Clone, Serialize, Deserialize, TS)]
pub struct Nights {
    pub sleep_in: [f64; 2],
    pub waking_hourly: [f64; 2],
    pub waking_hours: f64,
}

#[derive(Debug, Clone, Serialize, Deserialize, TS)]
pub struct Discount {
    pub hours: f64,
    pub percent: f64,
}

#[derive(Debug, Clone, Serialize, Deserialize, TS)]
pub struct Packages {
    pub minimum_visit_hours: f64,
}

#[derive(Debug, Clone, Serialize, Deserialize, TS)]
pub struct Travel {
    pub included_miles: f64,
    pub per_mile: f64,
}

/// One public figure's section: its source, and this year's and last year's values.
#[derive(Debug, Clone, Deserialize)]
pub struct Figure {
    pub source: String,
    pub current: BTreeMap<String, f64>,
    pub previous: BTreeMap<String, f64>,
}

/// Both files, checked.
#[derive(Debug, Clone)]
pub struct Costs {
    pub prices: Prices,
    pub tax_year: String,
    pub previous_tax_year: String,
    /// The price list as written, for copy's amounts and the market figures.
    pub prices_raw: toml::Table,
    /// The public figures the funding checker works from.
    pub funding: FundingFigures,
    /// Every amount by name: price-list paths as written (`rates.personal`,
    /// `discounts.first.percent`), public figures under `now.` and `before.`.
    pub amounts: BTreeMap<String, Amount>,
}

const FIGURES_META: [&str; 2] = ["tax_year", "previous_tax_year"];

pub fn load(content_dir: &Path, diags: &mut Diagnostics) -> Option<Costs> {
    let prices_path = content_dir.join("prices.toml");
    let figures_path = content_dir.join("figures.toml");
    let prices_file = read(&prices_path, diags)?;
    let figures_file = read(&figures_path, diags)?;
    let prices: Prices = parse_toml(&prices_path, &prices_file.text, 1, diags)?;
    let mut prices_raw: toml::Table = parse_toml(&prices_path, &prices_file.text, 1, diags)?;
    // The app reads the date as "YYYY-MM-DD" text; a TOML date would reach its JSON as an object.
    prices_raw.insert("from".into(), toml::Value::String(prices.from.clone()));
    let figures_raw: toml::Table = parse_toml(&figures_path, &figures_file.text, 1, diags)?;
    let line = |text: &str, needle: &str| {
        text.find(needle)
            .map_or(1, |i| crate::diagnostics::line_of(text, i))
    };

    let mut amounts = BTreeMap::new();
    flatten_prices("", &prices_raw, &mut amounts);
    for (name, amount) in &amounts {
        if let Amount::Band([low, high]) = amount
            && low > high
        {
            let key = name.rsplit('.').next().unwrap_or(name);
            diags.error(
                &prices_path,
                line(&prices_file.text, &format!("{key} =")),
                format!("`{name}` is [{low}, {high}]: write the band as [low, high]"),
            );
        }
    }
    if prices
        .discounts
        .values()
        .any(|d| !(0.0..100.0).contains(&d.percent))
    {
        diags.error(
            &prices_path,
            line(&prices_file.text, "[discounts"),
            "a discount's `percent` must be from 0 to 100",
        );
    }

    for problem in fairness_problems(&prices) {
        diags.error(
            &prices_path,
            line(&prices_file.text, problem.key),
            problem.message,
        );
    }
    for (key, message) in market_problems(&prices_raw) {
        diags.error(
            &prices_path,
            line(&prices_file.text, &format!("[market.{key}]")),
            message,
        );
    }

    let mut year = |key: &str| -> Option<String> {
        let value = figures_raw.get(key).and_then(toml::Value::as_str);
        match value {
            Some(y) if is_tax_year(y) => Some(y.to_owned()),
            _ => {
                diags.error(
                    &figures_path,
                    line(&figures_file.text, key),
                    format!("`{key}` must be a tax year such as \"2026/27\""),
                );
                None
            }
        }
    };
    let (tax_year, previous_tax_year) = (year("tax_year"), year("previous_tax_year"));
    for (name, section) in &figures_raw {
        if FIGURES_META.contains(&name.as_str()) {
            continue;
        }
        let at = line(&figures_file.text, &format!("[{name}]"));
        let Some(table) = section.as_table() else {
            diags.error(&figures_path, at, format!("`{name}` must be a [section]"));
            continue;
        };
        // Sections without yearly values (links such as the CHC checklist) need only https.
        for (key, value) in table {
            if let Some(url) = value.as_str()
                && key != "note"
                && !url.starts_with("https://")
            {
                diags.error(
                    &figures_path,
                    at,
                    format!("`{name}.{key}` must be an https:// address"),
                );
            }
        }
        if !table.contains_key("current") && !table.contains_key("previous") {
            continue;
        }
        let figure: Figure = match Figure::deserialize(section.clone()) {
            Ok(f) => f,
            Err(e) => {
                diags.error(
                    &figures_path,
                    at,
                    format!("`[{name}]` needs `source`, `current` and `previous`: {e}"),
                );
                continue;
            }
        };
        if figure.current.keys().ne(figure.previous.keys()) {
            diags.error(
                &figures_path,
                at,
                format!("`{name}.current` and `{name}.previous` must name the same figures"),
            );
        }
        for (key, value) in &figure.current {
            amounts.insert(format!("now.{name}.{key}"), Amount::One(*value));
        }
        for (key, value) in &figure.previous {
            amounts.insert(format!("before.{name}.{key}"), Amount::One(*value));
        }
    }
    let funding = parse_toml(&figures_path, &figures_file.text, 1, diags)?;
    Some(Costs {
        prices,
        tax_year: tax_year?,
        previous_tax_year: previous_tax_year?,
        prices_raw,
        funding,
        amounts,
    })
}

/// Numbers and `[low, high]` pairs of the price list, by dotted path.
fn flatten_prices(prefix: &str, table: &toml::Table, out: &mut BTreeMap<String, Amount>) {
    for (key, value) in table {
        let name = if prefix.is_empty() {
            key.clone()
        } else {
            format!("{prefix}.{key}")
        };
        match value {
            toml::Value::Integer(i) => {
                out.insert(name, Amount::One(*i as f64));
            }
            toml::Value::Float(f) => {
                out.insert(name, Amount::One(*f));
            }
            toml::Value::Array(items) => {
                if let [low, high] = items.as_slice()
                    && let (Some(low), Some(high)) = (number(low), number(high))
                {
                    out.insert(name, Amount::Band([low, high]));
                }
            }
            toml::Value::Table(inner) => flatten_prices(&name, inner, out),
            _ => {}
        }
    }
}

fn number(value: &toml::Value) -> Option<f64> {
    value
        .as_float()
        .or_else(|| value.as_integer().map(|i| i as f64))
}

fn is_tax_year(text: &str) -> bool {
    let bytes = text.as_bytes();
    bytes.len() == 7 && bytes[4] == b'/' && text[..4].parse::<u32>().is_ok() && {
        let (start, end) = (&text[..4], &text[5..]);
        end.parse::<u32>()
            .is_ok_and(|e| start.parse::<u32>().is_ok_and(|s| (s + 1) % 100 == e))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tax_years_run_from_one_year_into_the_next() {
        assert!(is_tax_year("2026/27"));
        assert!(is_tax_year("1999/00"));
        assert!(!is_tax_year("2026/28"));
        assert!(!is_tax_year("2026-27"));
        assert!(!is_tax_year("26/27"));
    }

    #[test]
    fn the_site_content_loads_with_its_amounts() {
        let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../content");
        let mut diags = Diagnostics::default();
        let costs = load(&dir, &mut diags).expect("content/prices.toml and figures.toml load");
        assert!(diags.items.is_empty(), "{:?}", diags.items);
        assert_eq!(costs.amounts["rates.personal"], Amount::Band([22.0, 25.0]));
        assert_eq!(
            costs.amounts["now.carers_allowance.rate"],
            Amount::One(86.45)
        );
        assert!(costs.amounts.contains_key("before.capital.upper"));
        assert!(costs.amounts.contains_key("cancellation.late_percent"));
        assert!(costs.amounts.contains_key("short_visit.price"));
    }
}
