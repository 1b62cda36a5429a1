import { ChoiceSelect, Button } from '@console/ui';
import { useSearchParams } from 'react-router-dom';

/** What a printable page prints on: A4, or an 80 mm thermal roll (72 mm printable). */
export type Paper = 'a4' | 'roll';

/** The paper the page's address asks for (`?paper=roll`), A4 otherwise: a reload or a shared link keeps it. */
export function usePaper(): Paper {
  const [params] = useSearchParams();
  return params.get('paper') === 'roll' ? 'roll' : 'a4';
}

/** The Paper choice (kept in the address) and the Print button of a printable page (voucher sheet, receipt). */
export function PaperAndPrint({ papers }: { papers: Array<{ value: Paper; label: string }> }) {
  const paper = usePaper();
  const [, setParams] = useSearchParams();
  return (
    <>
      <ChoiceSelect
        label="Paper"
        choices={papers}
        value={paper}
        onChange={(value) => setParams(value === 'roll' ? { paper: 'roll' } : {}, { replace: true })}
      />
      <Button colorPalette="blue" onClick={() => window.print()}>
        Print
      </Button>
    </>
  );
}
