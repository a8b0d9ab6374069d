import { Text, View } from '@react-pdf/renderer';
import { pdfStyles as s } from './pdf-styles';

/** A label/value row of a generated report; an empty value shows as a dash. */
export function PdfField({ label, value }: { label: string; value: string }) {
  return (
    <View style={s.row}>
      <Text style={s.label}>{label}</Text>
      <Text style={s.value}>{value || '—'}</Text>
    </View>
  );
}
