//! Content problems with the file and line to fix, collected so that one build reports them all.

use std::fmt;
use std::path::{Path, PathBuf};

/// One problem in `content/`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Diagnostic {
    pub file: PathBuf,
    /// 1-based.
    pub line: usize,
    pub message: String,
}

impl fmt::Display for Diagnostic {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}: {}", self.file.display(), self.line, self.message)
    }
}

#[derive(Debug, Default)]
pub struct Diagnostics {
    pub items: Vec<Diagnostic>,
}

impl Diagnostics {
    pub fn error(&mut self, file: &Path, line: usize, message: impl Into<String>) {
        self.items.push(Diagnostic {
            file: file.to_path_buf(),
            line: line.max(1),
            message: message.into(),
        });
    }

    pub fn into_result(self) -> anyhow::Result<()> {
        if self.items.is_empty() {
            return Ok(());
        }
        let mut text = format!(
            "content has {} problem{}; fix {} and build again:\n",
            self.items.len(),
            if self.items.len() == 1 { "" } else { "s" },
            if self.items.len() == 1 { "it" } else { "them" },
        );
        for item in &self.items {
            text.push_str(&format!("  {item}\n"));
        }
        Err(anyhow::anyhow!(text.trim_end().to_owned()))
    }
}

/// The 1-based line of a byte offset in `text`.
pub fn line_of(text: &str, offset: usize) -> usize {
    text[..offset.min(text.len())].matches('\n').count() + 1
}
