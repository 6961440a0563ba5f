import { Button, Container, Flex, Heading, Text } from '@radix-ui/themes';
import { brand } from '@brand/ui';

/** Placeholder for `/` until the landing page lands. */
export function HomeRoute() {
  return (
    <Container size="2" px="5">
      <Flex direction="column" gap="4" py="9" asChild>
        <main>
          <Heading as="h1" size="8">
            {brand.name}
          </Heading>
          <Text as="p" size="4">
            {brand.description}
          </Text>
          <Flex>
            <Button asChild size="3">
              <a href="/auth">Join the Movement</a>
            </Button>
          </Flex>
        </main>
      </Flex>
    </Container>
  );
}
