import '@mantine/dropzone/styles.css';
import { DEFAULT_MESSAGES, IMAGE_UPLOAD_TYPES, imageUploadProblem, LIMITS, localizeMessage } from '@dishcraft/contract';
import { Button, Group, Image, Input, Stack, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { IconPhoto, IconUpload, IconX } from '@tabler/icons-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { imageFileProblem } from '../../forms/imageFile';
import { formatCount } from '../../lib/format';
import { useLanguage } from '../../lib/language';

interface ImageDropProps {
  label: string;
  /** The file input's name (the API field: logo, image). */
  name: string;
  /** The newly chosen file, if any. */
  file: File | null;
  onChange: (file: File | null) => void;
  /** The image stored now (edit forms), shown until a new one is chosen. */
  currentUrl?: string | null;
  /** Describes the picture for screen readers, e.g. "Logo of Nile Kitchen". */
  alt: string;
  description?: string;
  error?: string;
}

/** An optional image upload with a preview (drag and drop, or click / Enter to browse). */
export function ImageDrop({ label, name, file, onChange, currentUrl, alt, description, error }: ImageDropProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const id = useId();
  const [preview, setPreview] = useState<string | null>(null);
  const [rejection, setRejection] = useState<string | null>(null);

  useEffect(() => {
    if (!file) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const shown = preview ?? currentUrl ?? null;
  // The contract words a refused file in English; it shows in the page's language.
  const message = error ?? (rejection ? localizeMessage(rejection, language) : undefined);

  return (
    <Input.Wrapper label={label} description={description} error={message} id={id}>
      <Stack gap="xs" mt={4}>
        {shown && (
          <Group align="flex-end" gap="sm">
            <Image src={shown} alt={alt} w={160} h={120} fit="cover" radius="md" />
            {file && (
              <Button
                variant="subtle"
                color="gray"
                size="xs"
                leftSection={<IconX size={14} />}
                onClick={() => onChange(null)}
              >
                {t('owner.imageDrop.remove')}
              </Button>
            )}
          </Group>
        )}
        <Dropzone
          onDrop={async (files) => {
            const chosen = files[0];
            if (!chosen) return;
            const problem = await imageFileProblem(chosen);
            setRejection(problem);
            if (!problem) onChange(chosen);
          }}
          onReject={(rejections) => {
            const first = rejections[0]?.file;
            setRejection((first && imageUploadProblem(first)) || DEFAULT_MESSAGES.image);
          }}
          accept={[...IMAGE_UPLOAD_TYPES]}
          maxSize={LIMITS.upload.maxBytes}
          multiple={false}
          name={name}
          aria-labelledby={`${id}-label`}
          aria-describedby={message ? `${id}-error` : undefined}
          inputProps={{ 'aria-label': label }}
          p="md"
        >
          <Group justify="center" gap="md" mih={70} style={{ pointerEvents: 'none' }}>
            <Dropzone.Accept>
              <IconUpload size={32} stroke={1.5} aria-hidden />
            </Dropzone.Accept>
            <Dropzone.Reject>
              <IconX size={32} stroke={1.5} aria-hidden />
            </Dropzone.Reject>
            <Dropzone.Idle>
              <IconPhoto size={32} stroke={1.5} aria-hidden />
            </Dropzone.Idle>
            <div>
              <Text size="sm" fw={500}>
                {file ? t('owner.imageDrop.chosen', { name: file.name }) : t('owner.imageDrop.prompt')}
              </Text>
              <Text size="xs" c="dimmed">
                {t('owner.imageDrop.types', { size: formatCount(LIMITS.upload.maxBytes / (1024 * 1024)) })}
              </Text>
            </div>
          </Group>
        </Dropzone>
      </Stack>
    </Input.Wrapper>
  );
}
