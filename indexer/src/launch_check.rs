//! The launch check: every stand-in (a testimonial, a client story, a business fact) that must
//! be replaced by the real thing before the site goes live, found by its marker.
//!
//! One marker for every kind of file, a comment on its own line directly above what it marks:
//!
//! - TOML (`site.toml`, page copy, an article's front matter): `# placeholder: what must replace it`
//! - Markdown (an article's body): `<!-- placeholder: what must replace it -->`
//!
//! Marking something real is deleting its marker. The site builds with markers in place (the
//! Markdown one renders as nothing), so the check is a separate command, not part of the build.

use std::fmt;
use std::path::{Path, PathBuf};

/// A marker, where it stands and what it says must replace the line below it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Placeholder {
    pub path: PathBuf,
    /// 1-based line of the marker.
    pub line: usize,
    /// What must replace it, as the marker says.
    pub replace_with: String,
    /// The start of the first non-blank line under the marker: what it marks.
    pub marks: String,
}

impl fmt::Display for Placeholder {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}:{}: {}\n    marks: {}",
            self.path.display(),
            self.line,
            self.replace_with,
            self.marks
        )
    }
}

/// What a marker line asks for, if `line` is one (TOML or Markdown form).
pub fn marker(line: &str) -> Option<&str> {
    let line = line.trim();
    let what = if let Some(rest) = line.strip_prefix('#') {
        rest.trim_start().strip_prefix("placeholder:")?
    } else {
        line.strip_prefix("<!--")?
            .strip_suffix("-->")?
            .trim()
            .strip_prefix("placeholder:")?
    };
    Some(what.trim())
}

/// Every marker under `content_dir`, in path then line order.
pub fn find(content_dir: &Path) -> std::io::Result<Vec<Placeholder>> {
    let mut files = Vec::new();
    collect(content_dir, &mut files)?;
    files.sort();
    let mut found = Vec::new();
    for path in files {
        let text = std::fs::read_to_string(&path)?;
        let lines: Vec<&str> = text.lines().collect();
        for (i, line) in lines.iter().enumerate() {
            let Some(what) = marker(line) else { continue };
            let marks = lines[i + 1..]
                .iter()
                .map(|l| l.trim())
                .find(|l| !l.is_empty() && marker(l).is_none())
                .unwrap_or("(nothing: the marker is the last line)");
            found.push(Placeholder {
                path: path.clone(),
                line: i + 1,
                replace_with: what.to_owned(),
                marks: shorten(marks, 90),
            });
        }
    }
    Ok(found)
}

fn collect(dir: &Path, files: &mut Vec<PathBuf>) -> std::io::Result<()> {
    for entry in std::fs::read_dir(dir)? {
        let path = entry?.path();
        if path.is_dir() {
            collect(&path, files)?;
        } else if matches!(
            path.extension().and_then(|e| e.to_str()),
            Some("toml" | "md")
        ) && path.file_name().is_some_and(|n| n != "README.md")
        {
            files.push(path);
        }
    }
    Ok(())
}

fn shorten(text: &str, max: usize) -> String {
    if text.chars().count() <= max {
        return text.to_owned();
    }
    let cut: String = text.chars().take(max).collect();
    format!("{}…", cut.trim_end())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_both_forms_of_the_marker() {
        assert_eq!(
            marker("# placeholder: the real company number"),
            Some("the real company number")
        );
        assert_eq!(
            marker("  <!-- placeholder: a real client's story -->"),
            Some("a real client's story")
        );
        assert_eq!(marker("# An ordinary comment"), None);
        assert_eq!(marker("<!-- an ordinary comment -->"), None);
        assert_eq!(marker("number = \"00000000\""), None);
    }
}
