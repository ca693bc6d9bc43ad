//! `indexer`: reads `content/`, validates it, and writes the app's data and search indexes.

use std::path::PathBuf;
use std::process::ExitCode;

fn main() -> ExitCode {
    let mut content = PathBuf::from("content");
    let mut out = PathBuf::from("pwa/generated");
    let mut launch_check = false;
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "--content" => content = args.next().map(PathBuf::from).unwrap_or(content),
            "--out" => out = args.next().map(PathBuf::from).unwrap_or(out),
            "--launch-check" => launch_check = true,
            "-h" | "--help" => {
                println!("usage: indexer [--content DIR] [--out DIR]");
                println!("       indexer --launch-check [--content DIR]");
                return ExitCode::SUCCESS;
            }
            other => {
                eprintln!("indexer: unknown argument `{other}` (try --help)");
                return ExitCode::from(2);
            }
        }
    }
    if launch_check {
        return run_launch_check(&content);
    }
    match indexer::run(&content, &out) {
        Ok(summary) => {
            println!("{summary}");
            ExitCode::SUCCESS
        }
        Err(err) => {
            eprintln!("{err:#}");
            ExitCode::FAILURE
        }
    }
}

/// Lists every placeholder still to replace; fails while any remain.
fn run_launch_check(content: &std::path::Path) -> ExitCode {
    match indexer::launch_check::find(content) {
        Err(err) => {
            eprintln!(
                "launch check: cannot read {}: {err} (run it from the repository root, or pass --content DIR)",
                content.display()
            );
            ExitCode::from(2)
        }
        Ok(found) if found.is_empty() => {
            println!(
                "launch check: no placeholders left in {}",
                content.display()
            );
            ExitCode::SUCCESS
        }
        Ok(found) => {
            for placeholder in &found {
                println!("{placeholder}");
            }
            println!(
                "\nlaunch check: {} placeholder(s) must be replaced with the real thing before launch.\n\
                 Replace what each marks, then delete its `placeholder:` line.",
                found.len()
            );
            ExitCode::FAILURE
        }
    }
}
