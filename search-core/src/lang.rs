//! The two languages of the site.

/// A language the site is written in. Only the language part of a code counts (`pl-PL` is `pl`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "lowercase"))]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub enum Lang {
    En,
    Pl,
}

impl Lang {
    pub const ALL: [Lang; 2] = [Lang::En, Lang::Pl];

    /// The BCP 47 code used in paths, file names and `<html lang>`.
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Pl => "pl",
        }
    }

    /// Whether this build includes the language's stemmer (features `en` and `pl`).
    pub fn built(self) -> bool {
        match self {
            Lang::En => cfg!(feature = "en"),
            Lang::Pl => cfg!(feature = "pl"),
        }
    }

    /// Parses `en`, `pl`, `pl-PL`, `EN-gb`...; anything else is `None`.
    pub fn parse(code: &str) -> Option<Lang> {
        let primary = code.split(['-', '_']).next().unwrap_or("");
        match primary.to_ascii_lowercase().as_str() {
            "en" => Some(Lang::En),
            "pl" => Some(Lang::Pl),
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_the_language_part_of_a_code_counts() {
        assert_eq!(Lang::parse("pl-PL"), Some(Lang::Pl));
        assert_eq!(Lang::parse("EN-gb"), Some(Lang::En));
        assert_eq!(Lang::parse("de"), None);
        assert_eq!(Lang::parse(""), None);
    }
}
