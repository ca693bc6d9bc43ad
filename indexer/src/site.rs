//! `site.toml`: the business facts, the only place they are written.

use std::path::Path;

use serde::{Deserialize, Serialize};
use ts_rs::TS;

use crate::diagnostics::Diagnostics;
use crate::source::{parse_toml, read};

/// A text in both languages.
#[derive(Debug, Clone, Serialize, Deserialize, TS)]
#[serde(deny_unknown_fields)]
pub struct Localized {
    pub en: String,
    pub pl: String,
}

impl Localized {
    pub fn get(&self, lang: search_core::Lang) -> &str {
        match lang {
            search_core::Lang::En => &self.en,
            search_core::Lang::Pl => &self.pl,
        }
    }
}

#[derive(Debug, Clone, Serialize, Deserialize, TS)]
#[serde(deny_unknown_fields)]
pub struct Site {
    pub brand: Brand,
    pub founder: Founder,
    pub contact: Contact,
    pub hours: Hours,
    pub address: Address,
    pub areas: Areas,
    pub web: Web,
    pub social: Social,
    pub cqc: Cqc,
    pub company: Company,
    pub emergency: Emergency,
}

#[derive(Debug, Clone, Serialize, Deserialize, TS)]
#[serde(deny_unknown_fields)]
pub struct Brand {
    pub name: String,
    pub short_name: String,
    pub tagline: Localized,
}

#[derive(Debug, Clone, Serialize, Deserialize, TS)]
#[serde(deny_unknown_fields)]
pub struct Founder {
    pub name: String,
    pub role: Localized,
}

#[derive(Debug, Clone, Serialize, Deserialize, TS)]
#[serde(deny_unknown_fields)]
pub struct Contact {
    pub phone: String,
    pub phone_international: String,
    pub whatsapp: String,
    pub whatsapp_url: String,
    pub email: String,
    pub email_reply_hours: u32,
}

#[derive(Debug, Clone, Serialize, Deserialize, TS)]
#[serde(deny_unknown_fields)]
pub struct Hours {
    pub days: Vec<String>,
    pub opens: String,
    pub closes: String,
}

#[derive(Debug, Clone, Serialize, Deserialize, TS)]
#[serde(deny_unknown_fields)]
pub struct Address {
    pub street: String,
    pub locality: String,
    pub region: String,
    pub postcode: String,
    pub country: String,
}

#[derive(Debug, Clone, Serialize, Deserialize, TS)]
#[serde(deny_unknown_fields)]
pub struct Areas {
    pub regions: Vec<String>,
    pub towns: Vec<String>,
}

#[derive(Debug, Clone, Serialize, Deserialize, TS)]
#[serde(deny_unknown_fields)]
pub struct Web {
    pub domain: String,
    pub newsletter_url: String,
    pub credit_name: String,
    pub credit_url: String,
}

#[derive(Debug, Clone, Serialize, Deserialize, TS)]
#[serde(deny_unknown_fields)]
pub struct Social {
    pub facebook: String,
    pub instagram: String,
    pub linkedin: String,
}

#[derive(Debug, Clone, Serialize, Deserialize, TS)]
#[serde(deny_unknown_fields)]
pub struct Cqc {
    /// One of [`CQC_RATINGS`]: the four ratings, or "Not yet rated" before the first inspection.
    pub rating: String,
    /// The date the rating was published; none (an empty string for the app) while not yet rated.
    #[serde(default, with = "date_string")]
    #[ts(type = "string")]
    pub rating_date: String,
    pub location_id: String,
    pub profile_url: String,
}

#[derive(Debug, Clone, Serialize, Deserialize, TS)]
#[serde(deny_unknown_fields)]
pub struct Company {
    pub registered_name: String,
    pub number: String,
    pub jurisdiction: String,
    pub registered_office: String,
    pub first_year: u32,
}

#[derive(Debug, Clone, Serialize, Deserialize, TS)]
#[serde(deny_unknown_fields)]
pub struct Emergency {
    pub emergency: String,
    pub nhs_111: String,
    pub textphone_111: String,
}

pub fn load(content_dir: &Path, diags: &mut Diagnostics) -> Option<Site> {
    let file = read(&content_dir.join("site.toml"), diags)?;
    let site: Site = parse_toml(&file.path, &file.text, 1, diags)?;
    let line = |needle: &str| {
        file.text
            .find(needle)
            .map_or(1, |i| crate::diagnostics::line_of(&file.text, i))
    };
    if !site.web.domain.starts_with("https://") || site.web.domain.contains("://www.") {
        diags.error(
            &file.path,
            line("domain"),
            "web.domain must be the canonical https address without www, e.g. https://example.org",
        );
    }
    if site.web.domain.ends_with('/') {
        diags.error(&file.path, line("domain"), "web.domain must not end with /");
    }
    if !site.company.registered_name.ends_with("CIC")
        && !site
            .company
            .registered_name
            .ends_with("Community Interest Company")
    {
        diags.error(
            &file.path,
            line("registered_name"),
            "company.registered_name must end with \"CIC\" or \"Community Interest Company\"",
        );
    }
    let cqc = &site.cqc;
    if !CQC_RATINGS.contains(&cqc.rating.as_str()) {
        diags.error(
            &file.path,
            line("rating ="),
            format!(
                "cqc.rating must be one of {} (as the CQC writes it)",
                CQC_RATINGS.map(|r| format!("\"{r}\"")).join(", ")
            ),
        );
    } else if cqc.is_rated() && cqc.rating_date.is_empty() {
        diags.error(
            &file.path,
            line("rating ="),
            "cqc.rating_date is needed with a rating: the date the CQC published it",
        );
    } else if !cqc.is_rated() && !cqc.rating_date.is_empty() {
        diags.error(
            &file.path,
            line("rating_date"),
            "cqc.rating_date must go while the service is \"Not yet rated\": there is no rating to date",
        );
    }
    Some(site)
}

/// The CQC's overall ratings, as it writes them, and the status of a service not yet inspected.
pub const CQC_RATINGS: [&str; 5] = [
    "Outstanding",
    "Good",
    "Requires improvement",
    "Inadequate",
    NOT_YET_RATED,
];
pub const NOT_YET_RATED: &str = "Not yet rated";

impl Cqc {
    pub fn is_rated(&self) -> bool {
        self.rating != NOT_YET_RATED
    }

    /// `{cqc_status}`: the sentence copy uses wherever it states the provider's CQC standing.
    /// A rated service names its latest overall rating; one not yet rated says it is registered
    /// and not yet inspected, with no "rated" wording (the CQC's guidance on displaying ratings).
    pub fn status(&self, lang: search_core::Lang) -> String {
        use search_core::Lang::{En, Pl};
        let rating = &self.rating;
        match (lang, self.is_rated()) {
            (En, true) => format!(
                "We are registered with the Care Quality Commission (CQC), the independent \
                 regulator of health and social care in England, and our latest overall rating is \
                 {rating}."
            ),
            (En, false) => "We are registered with the Care Quality Commission (CQC), the \
                 independent regulator of health and social care in England. We have not been \
                 inspected yet, so we do not have a rating: the CQC rates a new service after its \
                 first inspection."
                .to_owned(),
            (Pl, true) => format!(
                "Jesteśmy zarejestrowani w Care Quality Commission (CQC), niezależnym urzędzie, \
                 który nadzoruje opiekę zdrowotną i społeczną w Anglii, a nasza ostatnia ogólna \
                 ocena to „{rating}”."
            ),
            (Pl, false) => "Jesteśmy zarejestrowani w Care Quality Commission (CQC), niezależnym \
                 urzędzie, który nadzoruje opiekę zdrowotną i społeczną w Anglii. Nie przeszliśmy \
                 jeszcze inspekcji, więc nie mamy jeszcze oceny: CQC ocenia nową usługę po jej \
                 pierwszej inspekcji."
                .to_owned(),
        }
    }

    /// `{cqc_headline}`: a title's few words ("CQC rated Good", "Registered with the CQC").
    pub fn headline(&self, lang: search_core::Lang) -> String {
        use search_core::Lang::{En, Pl};
        let rating = &self.rating;
        match (lang, self.is_rated()) {
            (En, true) => format!("CQC rated {rating}"),
            (En, false) => "Registered with the CQC, not yet inspected".to_owned(),
            (Pl, true) => format!("Ocena CQC: „{rating}”"),
            (Pl, false) => "Zarejestrowani w CQC, przed pierwszą inspekcją".to_owned(),
        }
    }
}

/// TOML dates (`2025-03-14`) kept as ISO strings for the app.
pub mod date_string {
    use serde::{Deserialize, Deserializer, Serializer};

    pub fn serialize<S: Serializer>(value: &str, s: S) -> Result<S::Ok, S::Error> {
        // An optional date left out is "" for the app.
        s.serialize_str(value)
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<String, D::Error> {
        // Read any value, so that a quoted date gets the same plain message as a wrong one.
        match toml::Value::deserialize(d)? {
            toml::Value::Datetime(toml::value::Datetime {
                date: Some(date),
                time: None,
                offset: None,
            }) => Ok(date.to_string()),
            other => Err(serde::de::Error::custom(format!(
                "expected a date like 2025-01-20 (no time, no quotes), found {other}"
            ))),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use search_core::Lang;

    fn cqc(rating: &str) -> Cqc {
        Cqc {
            rating: rating.to_owned(),
            rating_date: String::new(),
            location_id: "1-000000000".to_owned(),
            profile_url: "https://www.cqc.org.uk/location/1-000000000".to_owned(),
        }
    }

    #[test]
    fn every_cqc_status_reads_correctly_in_both_languages() {
        for rating in ["Outstanding", "Good", "Requires improvement", "Inadequate"] {
            let c = cqc(rating);
            assert_eq!(c.headline(Lang::En), format!("CQC rated {rating}"));
            assert_eq!(c.headline(Lang::Pl), format!("Ocena CQC: „{rating}”"));
            let en = c.status(Lang::En);
            assert!(en.starts_with("We are registered with the Care Quality Commission"));
            assert!(
                en.ends_with(&format!("our latest overall rating is {rating}.")),
                "{en}"
            );
            let pl = c.status(Lang::Pl);
            assert!(
                pl.ends_with(&format!("ogólna ocena to „{rating}”.")),
                "{pl}"
            );
        }
        let new = cqc("Not yet rated");
        for text in [
            new.headline(Lang::En),
            new.status(Lang::En),
            new.headline(Lang::Pl),
            new.status(Lang::Pl),
        ] {
            assert!(!text.contains("Not yet rated"), "{text}");
            assert!(!text.contains("rated Not"), "{text}");
            assert!(!text.contains("„"), "{text}");
        }
        assert_eq!(
            new.headline(Lang::En),
            "Registered with the CQC, not yet inspected"
        );
        assert!(
            new.status(Lang::En)
                .contains("We have not been inspected yet")
        );
        assert!(
            new.status(Lang::Pl)
                .contains("Nie przeszliśmy jeszcze inspekcji")
        );
        assert!(!new.status(Lang::En).contains("rating is"));
    }
}
