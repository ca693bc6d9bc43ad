//! The public figures of `figures.toml` that the care costs page's funding checker works from.
//!
//! Only these reach the app, in this shape: a section the checker needs that is missing or
//! misspelt stops the build at its line, instead of reaching a family as a blank figure. The
//! other sections reach copy only, as placeholders (see [`crate::costs`]).

use serde::{Deserialize, Serialize};
use ts_rs::TS;

#[derive(Debug, Clone, Serialize, Deserialize, TS)]
pub struct FundingFigures {
    /// The tax year of the `current` figures, e.g. "2026/27".
    pub tax_year: String,
    pub previous_tax_year: String,
    /// Capital limits of the council's means test.
    pub capital: Yearly<Capital>,
    /// Assumed income from capital between the limits: `income` a week for every `per`.
    pub tariff: Yearly<Tariff>,
    pub attendance_allowance: Yearly<AttendanceAllowance>,
    pub carers_allowance: Yearly<CarersAllowance>,
    pub pension_credit: Yearly<PensionCredit>,
    pub continuing_healthcare: ContinuingHealthcare,
    pub council: Council,
}

/// A figure's official source, and its values this tax year and last.
#[derive(Debug, Clone, Serialize, Deserialize, TS)]
pub struct Yearly<T> {
    pub source: String,
    pub current: T,
    pub previous: T,
}

#[derive(Debug, Clone, Serialize, Deserialize, TS)]
pub struct Capital {
    pub upper: f64,
    pub lower: f64,
}

#[derive(Debug, Clone, Serialize, Deserialize, TS)]
pub struct Tariff {
    pub per: f64,
    pub income: f64,
}

#[derive(Debug, Clone, Serialize, Deserialize, TS)]
pub struct AttendanceAllowance {
    pub lower: f64,
    pub higher: f64,
}

#[derive(Debug, Clone, Serialize, Deserialize, TS)]
pub struct CarersAllowance {
    pub rate: f64,
    pub earnings_limit: f64,
}

#[derive(Debug, Clone, Serialize, Deserialize, TS)]
pub struct PensionCredit {
    pub single: f64,
    pub couple: f64,
}

/// NHS continuing healthcare: the checklist a family can ask for, and the guidance.
#[derive(Debug, Clone, Serialize, Deserialize, TS)]
pub struct ContinuingHealthcare {
    pub checklist: String,
    pub source: String,
}

/// Where a family finds their council, asks for a needs assessment, and help for a child.
#[derive(Debug, Clone, Serialize, Deserialize, TS)]
pub struct Council {
    pub find: String,
    pub needs_assessment: String,
    pub children: String,
}
