//! `indexer`: reads `content/`, validates it, and writes the app's data and search indexes.

use std::path::PathBuf;
use std::process::ExitCode;

fn main() -> ExitCode {
    let mut content = PathBuf::from("content");
    let mut out = PathBuf::from("pwa/generated");
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "--content" => content = args.next().map(PathBuf::from).unwrap_or(content),
            "--out" => out = args.next().map(PathBuf::from).unwrap_or(out),
            "-h" | "--help" => {
                println!("usage: indexer [--content DIR] [--out DIR]");
                return ExitCode::SUCCESS;
            }
            other => {
                eprintln!("indexer: unknown argument `{other}` (try --help)");
                return ExitCode::from(2);
            }
        }
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
