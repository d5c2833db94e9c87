// A study guide's file type as a coloured icon: PDF red, Word blue, PowerPoint orange.
import { ThemeIcon } from '@mantine/core';
import { IconFile, IconFileTypeDoc, IconFileTypeDocx, IconFileTypePdf, IconFileTypePpt } from '@tabler/icons-react';
import type { FileKind } from '../../../domain/uploads.ts';

export function FileKindIcon({ kind, size = 38 }: { kind: FileKind | null; size?: number }) {
  const [Icon, color] =
    kind === 'pdf'
      ? [IconFileTypePdf, 'red']
      : kind === 'doc'
        ? [IconFileTypeDoc, 'blue']
        : kind === 'docx'
          ? [IconFileTypeDocx, 'blue']
          : kind === 'ppt' || kind === 'pptx'
            ? [IconFileTypePpt, 'orange']
            : [IconFile, 'gray'];
  return (
    <ThemeIcon variant="light" color={color} size={size} radius="md" aria-hidden style={{ flexShrink: 0 }}>
      <Icon size={Math.round(size * 0.55)} />
    </ThemeIcon>
  );
}
