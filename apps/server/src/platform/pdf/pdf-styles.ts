import { Font, StyleSheet } from '@react-pdf/renderer';

// Words are never hyphenated: list names and people's names must read exactly as written.
Font.registerHyphenationCallback((word) => [word]);

/** The house style of generated reports: Helvetica (built into PDF readers), quiet greys, one accent. */
export const pdfStyles = StyleSheet.create({
  page: { padding: 40, fontFamily: 'Helvetica', fontSize: 10, color: '#1f2933' },
  brand: { fontSize: 9, color: '#52606d', marginBottom: 4 },
  title: { fontSize: 18, fontFamily: 'Helvetica-Bold', marginBottom: 4, color: '#0b4f6c' },
  subtitle: { fontSize: 10, color: '#52606d', marginBottom: 16 },
  section: { marginBottom: 14 },
  sectionTitle: { fontSize: 12, fontFamily: 'Helvetica-Bold', marginBottom: 6, color: '#0b4f6c' },
  row: { flexDirection: 'row', borderBottomWidth: 0.5, borderBottomColor: '#d9e2ec', paddingVertical: 3 },
  label: { width: '35%', color: '#52606d' },
  value: { width: '65%' },
  tableHeader: { flexDirection: 'row', backgroundColor: '#f0f4f8', paddingVertical: 4, fontFamily: 'Helvetica-Bold' },
  tableRow: { flexDirection: 'row', borderBottomWidth: 0.5, borderBottomColor: '#d9e2ec', paddingVertical: 3 },
  cell: { paddingHorizontal: 3 },
  good: { color: '#1e7b34' },
  bad: { color: '#b3261e' },
  neutral: { color: '#52606d' },
  footer: {
    position: 'absolute',
    bottom: 24,
    left: 40,
    right: 40,
    fontSize: 8,
    color: '#7b8794',
    flexDirection: 'row',
    justifyContent: 'space-between',
  },
});
