//! A report as a file: the header, every row and the totals row, written a row at a time so memory
//! stays flat whatever the size (CSV as it goes; XLSX in rust_xlsxwriter's constant-memory mode,
//! which keeps the sheet in a temporary file until it is zipped). A short report is written into
//! the answer; a long one by a background job into a file the requester downloads
//! (docs/api-reports.md, "Exports").

use super::{
    rules::{self, Filters, Report},
    store::{self, Cell, Kind},
};
use crate::{
    domain::money::money, http::files::ExportFormat, state::AppState, tenancy, tenancy::Company,
};
use futures_util::TryStreamExt;
use rust_decimal::Decimal;
use std::{
    io::{Seek, Write},
    path::{Path, PathBuf},
    sync::Arc,
};

/// Rows between two progress writes of a background export.
const PROGRESS_EVERY: u64 = 20_000;

pub fn cell_text(c: Cell) -> Option<String> {
    match c {
        Cell::Text(v) => v,
        Cell::Money(v) => v.map(money),
        Cell::Count(v) => v.map(|n| n.to_string()),
        Cell::Date(v) => v.map(|d| d.format("%Y-%m-%d").to_string()),
        Cell::DateTime(v) => v.map(|t| t.to_rfc3339_opts(chrono::SecondsFormat::Secs, true)),
    }
}

pub fn total_text(kind: Kind, sum: Option<Decimal>) -> Option<String> {
    sum.map(|d| match kind {
        Kind::Money => money(d),
        _ => d.trunc().to_string(),
    })
}

/// The money and count columns' running sums (None for the others).
struct Sums(Vec<Option<Decimal>>);

impl Sums {
    fn new(columns: &[(&str, Kind)]) -> Self {
        Sums(
            columns
                .iter()
                .map(|(_, k)| k.sums().then_some(Decimal::ZERO))
                .collect(),
        )
    }

    fn add(&mut self, row: &[Cell]) {
        for (sum, cell) in self.0.iter_mut().zip(row) {
            let Some(sum) = sum else { continue };
            match cell {
                Cell::Money(Some(v)) => *sum += *v,
                Cell::Count(Some(n)) => *sum += Decimal::from(*n),
                _ => {}
            }
        }
    }

    /// The totals row: "Total" in the first column unless that column sums.
    fn row(self, columns: &[(&str, Kind)]) -> Vec<Option<String>> {
        let mut row: Vec<Option<String>> = columns
            .iter()
            .zip(self.0)
            .map(|((_, kind), s)| total_text(*kind, s))
            .collect();
        if let Some(first) = row.first_mut() {
            first.get_or_insert_with(|| "Total".into());
        }
        row
    }
}

/// Writes the header, each row of `rows` and the totals of the rows written into `out`; returns
/// how many rows were written. `progress` is called with the count every `PROGRESS_EVERY` rows.
pub fn write<W: Write + Seek + Send>(
    columns: &[(&'static str, Kind)],
    format: ExportFormat,
    rows: impl Iterator<Item = Vec<Cell>>,
    out: W,
    mut progress: impl FnMut(u64),
) -> anyhow::Result<u64> {
    let header: Vec<String> = columns.iter().map(|(k, _)| rules::title(k)).collect();
    let mut sums = Sums::new(columns);
    let mut written = 0u64;
    let mut tick = |written: u64| {
        if written.is_multiple_of(PROGRESS_EVERY) {
            progress(written)
        }
    };
    match format {
        ExportFormat::Csv => {
            let mut w = csv::Writer::from_writer(std::io::BufWriter::new(out));
            w.write_record(&header)?;
            for row in rows {
                sums.add(&row);
                w.write_record(row.into_iter().map(|c| cell_text(c).unwrap_or_default()))?;
                written += 1;
                tick(written);
            }
            w.write_record(sums.row(columns).iter().map(|c| c.as_deref().unwrap_or("")))?;
            w.into_inner()
                .map_err(|e| anyhow::anyhow!("{}", e.error()))?
                .flush()?;
        }
        ExportFormat::Xlsx => {
            use rust_xlsxwriter::{Format, Workbook};
            let mut book = Workbook::new();
            let bold = Format::new().set_bold();
            let sheet = book.add_worksheet_with_constant_memory()?;
            for (c, h) in header.iter().enumerate() {
                sheet.write_string_with_format(0, c as u16, h, &bold)?;
            }
            let mut put = |row: u32, cells: Vec<Option<String>>| -> anyhow::Result<()> {
                for (c, cell) in cells.into_iter().enumerate() {
                    let Some(cell) = cell else { continue };
                    match cell.parse::<f64>() {
                        Ok(n) if columns[c].1.sums() => sheet.write_number(row, c as u16, n)?,
                        _ => sheet.write_string(row, c as u16, cell)?,
                    };
                }
                Ok(())
            };
            for row in rows {
                sums.add(&row);
                written += 1;
                put(written as u32, row.into_iter().map(cell_text).collect())?;
                tick(written);
            }
            put(written as u32 + 1, sums.row(columns))?;
            book.save_to_writer(out)?;
        }
    }
    Ok(written)
}

/// A short report's file, in memory.
pub fn bytes(
    columns: &[(&'static str, Kind)],
    format: ExportFormat,
    rows: Vec<Vec<Cell>>,
) -> anyhow::Result<Vec<u8>> {
    let mut out = std::io::Cursor::new(Vec::new());
    write(columns, format, rows.into_iter(), &mut out, |_| {})?;
    Ok(out.into_inner())
}

/// Where a background export's file lives.
pub fn file_path(upload_dir: &Path, company_id: i64, id: i64, format: ExportFormat) -> PathBuf {
    upload_dir
        .join("exports")
        .join(company_id.to_string())
        .join(format!("{id}.{}", format.extension()))
}

/// Runs a queued export to its end: ready with its file, or failed with the reason.
pub async fn run(state: Arc<AppState>, company: Company, id: i64) {
    if let Err(e) = produce(&state, &company, id).await {
        tracing::error!(company_id = company.id, export = id, error = %format!("{e:#}"), "report export failed");
        let failed = async {
            let mut tx = tenancy::begin(&state.pool, &company).await?;
            store::export_failed(&mut tx, id, &format!("{e:#}")).await?;
            tx.commit().await
        };
        if let Err(e) = failed.await {
            tracing::error!(export = id, error = %e, "recording a failed export failed");
        }
    }
}

async fn produce(state: &Arc<AppState>, company: &Company, id: i64) -> anyhow::Result<()> {
    let mut tx = tenancy::begin(&state.pool, company).await?;
    let Some(job) = store::claim_export(&mut tx, id).await? else {
        return Ok(());
    };
    tx.commit().await?;
    let report = Report::parse(&job.report)
        .ok_or_else(|| anyhow::anyhow!("unknown report {}", job.report))?;
    let format = ExportFormat::parse(&job.format)
        .ok_or_else(|| anyhow::anyhow!("unknown format {}", job.format))?;
    let filters: Filters = serde_json::from_value(job.filters)?;
    let spec = store::spec(report);

    let mut read = tenancy::begin_read_only(&state.pool, company).await?;
    let (total, _) = store::totals(&mut read, &spec, &filters).await?;
    progress(state, company, id, Some(total), 0).await?;

    let path = file_path(&state.config.upload_dir, company.id, id, format);
    let dir = path.parent().expect("a file in a folder").to_path_buf();
    tokio::fs::create_dir_all(&dir).await?;
    let partial = path.with_extension("part");
    let file = std::fs::File::create(&partial)?;

    // The rows flow from PostgreSQL's cursor to the writer's thread through a short queue; the
    // writer reports its count back the same way.
    let (rows_in, mut rows_out) = tokio::sync::mpsc::channel::<Vec<Cell>>(512);
    let (done_in, mut done_out) = tokio::sync::mpsc::unbounded_channel::<u64>();
    let columns = spec.columns;
    let writer = tokio::task::spawn_blocking(move || {
        write(
            columns,
            format,
            std::iter::from_fn(|| rows_out.blocking_recv()),
            file,
            |n| {
                let _ = done_in.send(n);
            },
        )
    });
    let sql = store::all_rows_sql(&spec, &filters);
    let mut rows = store::stream_rows(&mut read, &spec, &sql, &filters);
    while let Some(row) = rows.try_next().await? {
        if rows_in.send(row).await.is_err() {
            break; // the writer stopped: its error is below
        }
        while let Ok(n) = done_out.try_recv() {
            progress(state, company, id, None, n as i64).await?;
        }
    }
    drop(rows);
    drop(rows_in);
    let written = writer.await??;
    drop(read);
    tokio::fs::rename(&partial, &path).await?;
    let mut tx = tenancy::begin(&state.pool, company).await?;
    store::export_ready(&mut tx, id, written as i64).await?;
    tx.commit().await?;
    Ok(())
}

async fn progress(
    state: &Arc<AppState>,
    company: &Company,
    id: i64,
    total: Option<i64>,
    done: i64,
) -> anyhow::Result<()> {
    let mut tx = tenancy::begin(&state.pool, company).await?;
    store::export_progress(&mut tx, id, total, done).await?;
    tx.commit().await?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn dec(s: &str) -> Decimal {
        s.parse().unwrap()
    }

    const COLUMNS: &[(&str, Kind)] = &[
        ("number", Kind::Text),
        ("units", Kind::Count),
        ("total", Kind::Money),
    ];

    fn rows() -> Vec<Vec<Cell>> {
        vec![
            vec![
                Cell::Text(Some("R-1".into())),
                Cell::Count(Some(3)),
                Cell::Money(Some(dec("150.5"))),
            ],
            vec![
                Cell::Text(None),
                Cell::Count(None),
                Cell::Money(Some(dec("9.5"))),
            ],
        ]
    }

    #[test]
    fn a_csv_has_the_header_the_rows_and_the_totals_of_the_rows_written() {
        let mut progress = vec![];
        let mut out = std::io::Cursor::new(Vec::new());
        let n = write(
            COLUMNS,
            ExportFormat::Csv,
            rows().into_iter(),
            &mut out,
            |n| progress.push(n),
        )
        .unwrap();
        assert_eq!(n, 2);
        assert!(
            progress.is_empty(),
            "no progress step under {PROGRESS_EVERY} rows"
        );
        assert_eq!(
            String::from_utf8(out.into_inner()).unwrap(),
            "Number,Units,Total\nR-1,3,150.50\n,,9.50\nTotal,3,160.00\n"
        );
    }

    #[test]
    fn an_xlsx_is_a_zip_and_reports_its_progress_every_step() {
        let many = (0..PROGRESS_EVERY * 2 + 5).map(|i| {
            vec![
                Cell::Text(Some(format!("R-{i}"))),
                Cell::Count(Some(1)),
                Cell::Money(Some(dec("1"))),
            ]
        });
        let mut progress = vec![];
        let mut out = std::io::Cursor::new(Vec::new());
        let n = write(COLUMNS, ExportFormat::Xlsx, many, &mut out, |n| {
            progress.push(n)
        })
        .unwrap();
        assert_eq!(n, PROGRESS_EVERY * 2 + 5);
        assert_eq!(progress, vec![PROGRESS_EVERY, PROGRESS_EVERY * 2]);
        assert!(out.into_inner().starts_with(b"PK"));
    }

    #[test]
    fn an_empty_report_still_has_its_header_and_a_zero_total() {
        let bytes = bytes(COLUMNS, ExportFormat::Csv, vec![]).unwrap();
        assert_eq!(
            String::from_utf8(bytes).unwrap(),
            "Number,Units,Total\nTotal,0,0.00\n"
        );
    }
}
