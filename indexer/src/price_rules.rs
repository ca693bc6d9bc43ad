//! The price list's money rules: limits that the CMA's guidance on unfair terms sets on
//! cancellation and notice, and the sources that a claim about other providers' prices needs.

use crate::costs::Prices;

/// A price-list rule that breaks its limit, at the key (`key =`) that sets it.
#[derive(Debug, PartialEq)]
pub struct Problem {
    pub key: &'static str,
    pub message: String,
}

/// The money rules' limits: what the CMA's guidance on unfair terms makes of them. A visit
/// nobody could avoid cancelling (an emergency hospital admission, a death) is never charged;
/// a late cancellation costs at most the provider's loss, never the whole price; care ends at a
/// death with no notice period; a 30-minute visit is shorter than a package's shortest visit.
pub fn fairness_problems(prices: &Prices) -> Vec<Problem> {
    let c = &prices.cancellation;
    let mut out = Vec::new();
    let mut check = |ok: bool, key: &'static str, message: &str| {
        if !ok {
            out.push(Problem {
                key,
                message: message.to_owned(),
            });
        }
    };
    check(
        (0.0..100.0).contains(&c.late_percent),
        "late_percent =",
        "`cancellation.late_percent` must be from 0 to below 100: a late cancellation may cost \
         the provider's actual loss, never the whole price",
    );
    check(
        c.emergency_percent == 0.0,
        "emergency_percent =",
        "`cancellation.emergency_percent` must be 0: a visit cancelled because of an emergency \
         hospital admission or a death is never charged",
    );
    check(
        c.after_death_notice_days == 0.0,
        "after_death_notice_days =",
        "`cancellation.after_death_notice_days` must be 0: after a death care ends that day, \
         with no notice period",
    );
    check(
        c.notice_hours > 0.0 && c.notice_hours <= 168.0,
        "notice_hours =",
        "`cancellation.notice_hours` must be more than 0 and at most a week (168)",
    );
    check(
        prices.short_visit.minutes > 0.0
            && prices.short_visit.minutes < prices.packages.minimum_visit_hours * 60.0,
        "minutes =",
        "`short_visit.minutes` must be shorter than `packages.minimum_visit_hours`",
    );
    out
}

/// Every `[market.<name>]` figure names a published, dated source or says what it is (our own
/// experience, or an example): a claim about other providers' prices needs one or the other.
pub fn market_problems(prices_raw: &toml::Table) -> Vec<(String, String)> {
    let Some(market) = prices_raw.get("market").and_then(toml::Value::as_table) else {
        return Vec::new();
    };
    let mut out = Vec::new();
    for (name, value) in market {
        let Some(table) = value.as_table() else {
            out.push((
                name.clone(),
                format!("`market.{name}` must be a [market.{name}] table with `hourly` and a source or a basis"),
            ));
            continue;
        };
        let text = |key: &str| table.get(key).and_then(toml::Value::as_str);
        let sourced = text("source").is_some_and(|s| !s.trim().is_empty())
            && text("as_of").is_some_and(|s| !s.trim().is_empty());
        let basis = text("basis");
        if !table.contains_key("hourly") {
            out.push((name.clone(), format!("`market.{name}` needs `hourly`")));
        }
        if !sourced && !matches!(basis, Some("experience" | "example")) {
            out.push((
                name.clone(),
                format!(
                    "`market.{name}` needs `source` and `as_of` (a published, dated source), or \
                     `basis = \"experience\"` or `basis = \"example\"`"
                ),
            ));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use std::path::Path;

    use super::*;

    fn site_prices() -> (Prices, toml::Table) {
        let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("../content/prices.toml");
        let text = std::fs::read_to_string(path).unwrap();
        (
            toml::from_str(&text).unwrap(),
            toml::from_str(&text).unwrap(),
        )
    }

    #[test]
    fn the_site_money_rules_are_fair() {
        let (prices, raw) = site_prices();
        assert_eq!(fairness_problems(&prices), vec![]);
        assert_eq!(market_problems(&raw), vec![]);
    }

    #[test]
    fn unfair_money_rules_are_refused() {
        let (mut prices, _) = site_prices();
        prices.cancellation.late_percent = 100.0;
        prices.cancellation.emergency_percent = 50.0;
        prices.cancellation.after_death_notice_days = 28.0;
        prices.short_visit.minutes = 60.0;
        let keys: Vec<_> = fairness_problems(&prices).iter().map(|p| p.key).collect();
        assert_eq!(
            keys,
            [
                "late_percent =",
                "emergency_percent =",
                "after_death_notice_days =",
                "minutes ="
            ]
        );
    }

    #[test]
    fn a_market_figure_needs_a_source_or_a_basis() {
        let raw: toml::Table = toml::from_str(
            r#"
            [market.sourced]
            hourly = 32.14
            source = "Homecare Association, Minimum Price for Homecare 2025/26"
            as_of = "2025/26"
            [market.ours]
            hourly = [18, 28]
            basis = "experience"
            [market.hearsay]
            hourly = [22, 28]
            [market.undated]
            hourly = [22, 28]
            source = "a survey"
            "#,
        )
        .unwrap();
        let names: Vec<_> = market_problems(&raw).into_iter().map(|(n, _)| n).collect();
        assert_eq!(names, ["hearsay", "undated"]);
    }
}
