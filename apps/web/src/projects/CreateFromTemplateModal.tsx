import { Button, Card, List, Modal, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { createProjectFromTemplate, DATA_ERROR_MESSAGES, type Project } from '@org/data';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useDataState } from '../data/data-state';
import { addProjectToList } from './project-cache';
import { PROJECT_TEMPLATES, type ProjectTemplateEntry } from './templates';
import { calculatorByCollection } from '../calculators/catalog';
import { showProgress } from '../notices/progress-notification';

/** Spec §8, word for word. */
export const TEMPLATE_MESSAGES = {
  creating: 'Creating project from template...',
  created: 'Project created successfully!',
  failed: 'Failed to create project.',
  notReady: DATA_ERROR_MESSAGES['not-ready'],
} as const;

export interface CreateFromTemplateModalProps {
  /** Whether the modal is open; required. */
  opened: boolean;
  /** Closes it; required. */
  onClose: () => void;
  /** Called with the new project once it and its files are stored (the page navigates to it); required. */
  onCreated: (project: Project) => void;
  /** The templates offered; default the three of spec §9. */
  templates?: readonly ProjectTemplateEntry[];
}

/**
 * The Create Project from Template modal (spec §2, §7, §8): the three templates with name and
 * description. Choosing one shows a loading toast, adds the project and writes its files in one
 * batch, then turns the toast into success (and hands the project over) or into the error.
 */
export function CreateFromTemplateModal({
  opened,
  onClose,
  onCreated,
  templates = PROJECT_TEMPLATES,
}: CreateFromTemplateModalProps) {
  const { ctx } = useDataState();
  const queryClient = useQueryClient();
  const [busyId, setBusyId] = useState<string | null>(null);
  const toastId = useId();

  const create = async (template: ProjectTemplateEntry) => {
    if (!ctx) {
      notifications.show({ color: 'red', message: TEMPLATE_MESSAGES.notReady });
      return;
    }
    setBusyId(template.id);
    const id = `${toastId}-${template.id}-${Date.now()}`;
    const settle = showProgress(id, TEMPLATE_MESSAGES.creating);
    try {
      const project = await createProjectFromTemplate(ctx, template);
      addProjectToList(queryClient, ctx.uid, project);
      settle({ color: 'green', message: TEMPLATE_MESSAGES.created, autoClose: 4000 });
      setBusyId(null);
      onClose();
      onCreated(project);
    } catch (caught) {
      console.error('Project creation from a template failed.', caught);
      settle({ color: 'red', message: TEMPLATE_MESSAGES.failed, autoClose: 6000 });
      setBusyId(null);
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={() => {
        if (busyId === null) onClose();
      }}
      title="Create Project from Template"
      size="xl"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
        {templates.map((template) => {
          const headingId = `${toastId}-${template.id}-heading`;
          return (
            <Card
              key={template.id}
              withBorder
              padding="md"
              component="section"
              aria-labelledby={headingId}
            >
              <Stack gap="sm" h="100%" justify="space-between">
                <Stack gap="xs">
                  <Title order={3} size="h4" id={headingId}>
                    {template.name}
                  </Title>
                  <Text size="sm">{template.description}</Text>
                  <Text size="sm" c="dimmed" component="div">
                    Files:
                    <List size="sm" mt={4}>
                      {template.files.map(({ collection, name }) => (
                        <List.Item key={`${collection}-${name}`}>
                          {name} ({calculatorByCollection(collection).title.toLowerCase()})
                        </List.Item>
                      ))}
                    </List>
                  </Text>
                </Stack>
                <Button
                  onClick={() => void create(template)}
                  loading={busyId === template.id}
                  disabled={busyId !== null && busyId !== template.id}
                  aria-label={`Use this template: ${template.name}`}
                >
                  Use this template
                </Button>
              </Stack>
            </Card>
          );
        })}
      </SimpleGrid>
    </Modal>
  );
}
