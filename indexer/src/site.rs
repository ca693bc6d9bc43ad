//! `site.toml`: the business facts, the only place they are written.

use std::path::Path;

use serde::{Deserialize, Serialize};

use crate::diagnostics::Diagnostics;
use crate::source::{parse_toml, read};

/// A text in both languages.
#[derive(Debug, Clone, Serialize, Deserialize)]
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

#[derive(Debug, Clone, Serialize, Deserialize)]
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

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Brand {
    pub name: String,
    pub short_name: String,
    pub tagline: Localized,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Founder {
    pub name: String,
    pub role: Localized,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Contact {
    pub phone: String,
    pub phone_international: String,
    pub whatsapp: String,
    pub whatsapp_url: String,
    pub email: String,
    pub email_reply_hours: u32,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Hours {
    pub days: Vec<String>,
    pub opens: String,
    pub closes: String,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Address {
    pub street: String,
    pub locality: String,
    pub region: String,
    pub postcode: String,
    pub country: String,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Areas {
    pub regions: Vec<String>,
    pub towns: Vec<String>,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Web {
    pub domain: String,
    pub newsletter_url: String,
    pub credit_name: String,
    pub credit_url: String,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Social {
    pub facebook: String,
    pub instagram: String,
    pub linkedin: String,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Cqc {
    pub rating: String,
    #[serde(with = "date_string")]
    pub rating_date: String,
    pub location_id: String,
    pub profile_url: String,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Company {
    pub registered_name: String,
    pub number: String,
    pub jurisdiction: String,
    pub registered_office: String,
    pub first_year: u32,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
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
    Some(site)
}

/// TOML dates (`2025-03-14`) kept as ISO strings for the app.
pub mod date_string {
    use serde::{Deserialize, Deserializer, Serializer};

    pub fn serialize<S: Serializer>(value: &str, s: S) -> Result<S::Ok, S::Error> {
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
