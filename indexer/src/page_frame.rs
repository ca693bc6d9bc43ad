//! The frame every page's copy shares: `[meta]`, `[intro]`, `[[sections]]` and `[[faq]]`. A page's
//! file is checked against it when read, so a misspelt or missing key stops the build at its
//! line, and the app's TypeScript types of these parts are generated from it. The rest of a
//! page's copy is free-form, read by that page's own screen.

use serde::{Deserialize, Serialize};
use ts_rs::TS;

#[derive(Debug, Clone, Serialize, Deserialize, TS)]
pub struct PageFrame {
    pub meta: PageMeta,
    /// Every page but home, which opens with its own hero.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub intro: Option<PageIntro>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub sections: Option<Vec<Section>>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub faq: Option<Vec<FaqGroup>>,
}

/// The page's title and description, for the browser and search engines.
#[derive(Debug, Clone, Serialize, Deserialize, TS)]
#[serde(deny_unknown_fields)]
pub struct PageMeta {
    pub title: String,
    pub description: String,
}

/// The page's h1 and the paragraph under it.
#[derive(Debug, Clone, Serialize, Deserialize, TS)]
#[serde(deny_unknown_fields)]
pub struct PageIntro {
    pub heading: String,
    pub lead: String,
    /// Legal pages: when the text last changed (YYYY-MM-DD).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub updated: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub note: Option<String>,
}

/// A titled part of a page; `body` is Markdown in the file and HTML in the app's data.
#[derive(Debug, Clone, Serialize, Deserialize, TS)]
#[serde(deny_unknown_fields)]
pub struct Section {
    pub id: String,
    pub heading: String,
    pub body: String,
}

/// A group of questions, under its heading.
#[derive(Debug, Clone, Serialize, Deserialize, TS)]
#[serde(deny_unknown_fields)]
pub struct FaqGroup {
    pub id: String,
    pub heading: String,
    pub items: Vec<FaqItem>,
}

/// A question; `answer` is Markdown in the file and HTML in the app's data.
#[derive(Debug, Clone, Serialize, Deserialize, TS)]
#[serde(deny_unknown_fields)]
pub struct FaqItem {
    pub id: String,
    pub question: String,
    pub answer: String,
}
